// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { ApiError } from '../api/api-error';
import { useFileList } from '../state/file-list-store';
import { useFileListTool } from './use-file-list-tool';

const released = vi.hoisted(() => [] as string[]);
vi.mock('../api/client', () => ({ releaseResults: async (urls: string[]) => { released.push(...urls); } }));

const rules = { accept: ['.pdf'], maxFiles: 10, maxSizeMb: 100 };
const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });
const names = (files: Array<{ file: File }>) => files.map((entry) => entry.file.name);

describe('useFileListTool', () => {
  beforeEach(() => {
    useFileList.getState().clear();
    released.length = 0;
  });
  afterEach(cleanup);

  it('keeps the user’s order, with new files after it', () => {
    const { result } = renderHook(() => useFileListTool(rules));
    act(() => result.current.append([pdf('a.pdf'), pdf('b.pdf')]));
    const [a, b] = result.current.files;
    act(() => result.current.setOrder([b.id, a.id]));
    act(() => result.current.append([pdf('c.pdf')]));
    expect(names(result.current.files)).toEqual(['b.pdf', 'a.pdf', 'c.pdf']);
    act(() => result.current.removeById(a.id));
    expect(names(result.current.files)).toEqual(['b.pdf', 'c.pdf']);
  });

  it('shows an engine’s error beside the file it names, in the user’s order', () => {
    const { result } = renderHook(() => useFileListTool(rules));
    act(() => result.current.append([pdf('a.pdf'), pdf('b.pdf')]));
    const [a, b] = result.current.files;
    act(() => result.current.setOrder([b.id, a.id]));
    act(() => result.current.blameFile(new ApiError('a.pdf is encrypted.', 'encrypted', 422, [1])));
    expect(result.current.fileErrors).toEqual({ [a.id]: 'a.pdf is encrypted.' });
  });

  it('shows an error that names several files beside each of them', () => {
    const { result } = renderHook(() => useFileListTool(rules));
    act(() => result.current.append([pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')]));
    const [a, , c] = result.current.files;
    const message = 'a.pdf and c.pdf are damaged and could not be read. Try Repair PDF first.';
    act(() => result.current.blameFile(new ApiError(message, 'corrupt', 422, [0, 2])));
    expect(result.current.fileErrors).toEqual({ [a.id]: message, [c.id]: message });
  });

  it('makes the result and errors stale when the list changes, freeing the result', () => {
    const { result } = renderHook(() => useFileListTool(rules));
    act(() => result.current.append([pdf('a.pdf')]));
    act(() => result.current.setResult({ url: 'blob:merged' }));
    act(() => result.current.append([pdf('b.pdf')]));
    expect(result.current.result).toBeUndefined();
    expect(released).toEqual(['blob:merged']);
  });
});
