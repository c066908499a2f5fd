// The shared file list (spec, first document §3–§4). It changes only by append, remove by
// position and clear; screens that need another order keep it themselves.
import { create } from 'zustand';

export interface ListedFile {
  /** Stable identity for React keys and for screens that keep their own order. */
  id: string;
  file: File;
}

interface FileListState {
  files: ListedFile[];
  append: (files: File[]) => void;
  removeAt: (index: number) => void;
  clear: () => void;
}

export const useFileList = create<FileListState>((set) => ({
  files: [],
  append: (files) => set((state) => ({
    files: [...state.files, ...files.map((file) => ({ id: crypto.randomUUID(), file }))],
  })),
  removeAt: (index) => set((state) => ({ files: state.files.filter((_, position) => position !== index) })),
  clear: () => set({ files: [] }),
}));
