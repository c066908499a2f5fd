// The shared file list (spec, first document §3–§4). It changes only by append, remove by position
// and clear; screens that need another order keep it themselves. Each route has its own list, kept
// in this page's memory for the visit (never in storage): leaving a tool and coming back (Back,
// Forward, or a link) finds its files as they were, and no tool sees another tool's files.
import { useMemo } from 'react';
import { create } from 'zustand';
import { useRouteScope } from './route-scope';

export interface ListedFile {
  /** Stable identity for React keys and for screens that keep their own order. */
  id: string;
  file: File;
}

export interface FileListActions {
  append: (files: File[]) => void;
  removeAt: (index: number) => void;
  clear: () => void;
}

export interface FileList extends FileListActions {
  files: ListedFile[];
}

const useLists = create<{ lists: Readonly<Record<string, ListedFile[]>> }>(() => ({ lists: {} }));
const NO_FILES: ListedFile[] = [];

function change(route: string, next: (files: ListedFile[]) => ListedFile[]): void {
  useLists.setState((state) => ({ lists: { ...state.lists, [route]: next(state.lists[route] ?? NO_FILES) } }));
}

/** The list's three operations for one route, for event handlers and tests. */
export function fileListActions(route: string): FileListActions {
  return {
    append: (files) => change(route, (listed) => [...listed, ...files.map((file) => ({ id: crypto.randomUUID(), file }))]),
    removeAt: (index) => change(route, (listed) => listed.filter((_, position) => position !== index)),
    clear: () => change(route, () => NO_FILES),
  };
}

/** The files of one route now (outside React: tests, the route's own checks). */
export function filesOf(route: string): ListedFile[] {
  return useLists.getState().lists[route] ?? NO_FILES;
}

/** The list of the route this screen belongs to. */
export function useFileList(): FileList {
  const route = useRouteScope();
  const files = useLists((state) => state.lists[route] ?? NO_FILES);
  const actions = useMemo(() => fileListActions(route), [route]);
  return { files, ...actions };
}
