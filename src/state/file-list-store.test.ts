// @vitest-environment happy-dom
import { createElement, type ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { fileListActions, filesOf, useFileList } from './file-list-store';
import { RouteScope } from './route-scope';

const file = (name: string) => new File(['x'], name, { type: 'application/pdf' });
const list = fileListActions('/merge-pdf');
const names = (route = '/merge-pdf') => filesOf(route).map((entry) => entry.file.name);
const onRoute = (route: string) => ({ children }: { children: ReactNode }) => createElement(RouteScope, { value: route }, children);

describe('the shared file list', () => {
  beforeEach(() => {
    for (const route of ['/merge-pdf', '/split-pdf', '/compress-pdf']) fileListActions(route).clear();
  });

  it('appends files at the end, in the order given', () => {
    list.append([file('a.pdf'), file('b.pdf')]);
    list.append([file('c.pdf')]);
    expect(names()).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
  });

  it('removes one file by position', () => {
    list.append([file('a.pdf'), file('b.pdf'), file('c.pdf')]);
    list.removeAt(1);
    expect(names()).toEqual(['a.pdf', 'c.pdf']);
  });

  it('clears all files', () => {
    list.append([file('a.pdf')]);
    list.clear();
    expect(names()).toEqual([]);
  });

  it('gives every entry its own id, so screens can keep their own order', () => {
    list.append([file('a.pdf'), file('a.pdf')]);
    const [first, second] = filesOf('/merge-pdf');
    expect(first.id).not.toBe(second.id);
  });

  it('offers no other way to change the list', () => {
    expect(Object.keys(list).sort()).toEqual(['append', 'clear', 'removeAt']);
    const { result } = renderHook(() => useFileList(), { wrapper: onRoute('/merge-pdf') });
    const actions = Object.entries(result.current).filter(([, value]) => typeof value === 'function');
    expect(actions.map(([key]) => key).sort()).toEqual(['append', 'clear', 'removeAt']);
  });
});

describe('one list per route, kept for the visit', () => {
  beforeEach(() => {
    for (const route of ['/split-pdf', '/compress-pdf']) fileListActions(route).clear();
  });

  it('shows a screen the files of its own route only', () => {
    const split = renderHook(() => useFileList(), { wrapper: onRoute('/split-pdf') });
    const compress = renderHook(() => useFileList(), { wrapper: onRoute('/compress-pdf') });
    act(() => split.result.current.append([file('report.pdf')]));
    act(() => compress.result.current.append([file('scan.pdf'), file('photo.pdf')]));
    expect(split.result.current.files.map((entry) => entry.file.name)).toEqual(['report.pdf']);
    expect(compress.result.current.files.map((entry) => entry.file.name)).toEqual(['scan.pdf', 'photo.pdf']);
    act(() => compress.result.current.clear());
    expect(names('/split-pdf')).toEqual(['report.pdf']);
  });

  it('gives a screen that comes back to its route the same files, entries and all', () => {
    const first = renderHook(() => useFileList(), { wrapper: onRoute('/split-pdf') });
    act(() => first.result.current.append([file('report.pdf')]));
    const [entry] = first.result.current.files;
    first.unmount();
    // Another tool's screen in between: it starts empty.
    const other = renderHook(() => useFileList(), { wrapper: onRoute('/compress-pdf') });
    expect(other.result.current.files).toEqual([]);
    other.unmount();
    const back = renderHook(() => useFileList(), { wrapper: onRoute('/split-pdf') });
    expect(back.result.current.files).toEqual([entry]);
  });

  it('keeps the actions the same between renders, so effects that use them do not run again', () => {
    const { result, rerender } = renderHook(() => useFileList(), { wrapper: onRoute('/split-pdf') });
    const { append, clear } = result.current;
    act(() => append([file('a.pdf')]));
    rerender();
    expect(result.current.append).toBe(append);
    expect(result.current.clear).toBe(clear);
  });
});
