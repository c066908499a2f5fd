// @vitest-environment happy-dom
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { ApiError } from '../api/api-error';
import { fileListActions } from '../state/file-list-store';
import { setPdfOpenState } from '../state/pdf-open-states';
import { RouteScope } from '../state/route-scope';
import { useToasts } from '../state/toast-store';
import { useFileListTool } from './use-file-list-tool';

// Each test on its own route: what a route keeps (files, order) is kept for the visit.
let route = 0;
let wrapper: (props: { children: ReactNode }) => ReactNode;

const rules = { accept: ['.pdf'], maxFiles: 10, maxSizeMb: 100 };
const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });
const names = (files: Array<{ file: File }>) => files.map((entry) => entry.file.name);

describe('useFileListTool', () => {
  beforeEach(() => {
    const scope = `/tool-${route += 1}`;
    wrapper = ({ children }) => createElement(RouteScope, { value: scope }, children);
    fileListActions(scope).clear();
  });
  afterEach(cleanup);

  it('keeps the user’s order, with new files after it', () => {
    const { result } = renderHook(() => useFileListTool(rules), { wrapper });
    act(() => result.current.append([pdf('a.pdf'), pdf('b.pdf')]));
    const [a, b] = result.current.files;
    act(() => result.current.setOrder([b.id, a.id]));
    act(() => result.current.append([pdf('c.pdf')]));
    expect(names(result.current.files)).toEqual(['b.pdf', 'a.pdf', 'c.pdf']);
    act(() => result.current.removeById(a.id));
    expect(names(result.current.files)).toEqual(['b.pdf', 'c.pdf']);
  });

  it('shows an engine’s error beside the file it names, in the user’s order', () => {
    const { result } = renderHook(() => useFileListTool(rules), { wrapper });
    act(() => result.current.append([pdf('a.pdf'), pdf('b.pdf')]));
    const [a, b] = result.current.files;
    act(() => result.current.setOrder([b.id, a.id]));
    act(() => result.current.blameFile(new ApiError('a.pdf is encrypted.', 'encrypted', 422, [1])));
    expect(result.current.fileErrors).toEqual({ [a.id]: 'a.pdf is encrypted.' });
  });

  it('shows an error that names several files beside each of them', () => {
    const { result } = renderHook(() => useFileListTool(rules), { wrapper });
    act(() => result.current.append([pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')]));
    const [a, , c] = result.current.files;
    const message = 'a.pdf and c.pdf are damaged and could not be read. Try Repair PDF first.';
    act(() => result.current.blameFile(new ApiError(message, 'corrupt', 422, [0, 2])));
    expect(result.current.fileErrors).toEqual({ [a.id]: message, [c.id]: message });
  });

  it('makes the errors stale when the list changes', () => {
    const { result } = renderHook(() => useFileListTool(rules), { wrapper });
    act(() => result.current.append([pdf('a.pdf')]));
    const [a] = result.current.files;
    act(() => result.current.blameFile(new ApiError('a.pdf is damaged.', 'corrupt', 422, [0])));
    expect(result.current.fileErrors).toEqual({ [a.id]: 'a.pdf is damaged.' });
    act(() => result.current.append([pdf('b.pdf')]));
    expect(result.current.fileErrors).toEqual({});
  });

  it('announces the first files with the tool’s words once they open, once, until the list is emptied', () => {
    const announce = { title: 'PDF uploaded', description: 'Choose a level.' };
    useToasts.setState({ current: undefined });
    const { result } = renderHook(() => useFileListTool(rules, { announce }), { wrapper });
    const [a, b, c] = [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')];
    act(() => result.current.append([a]));
    expect(useToasts.getState().current).toBeUndefined();
    act(() => setPdfOpenState(a, 'open'));
    expect(useToasts.getState().current).toMatchObject(announce);
    useToasts.setState({ current: undefined });
    act(() => result.current.append([b]));
    act(() => setPdfOpenState(b, 'open'));
    expect(useToasts.getState().current).toBeUndefined();
    act(() => result.current.clear());
    act(() => result.current.append([c]));
    act(() => setPdfOpenState(c, 'open'));
    expect(useToasts.getState().current).toMatchObject(announce);
  });

  it('says nothing while one of the first files waits for its password; says it when the password opens it', () => {
    const announce = { title: 'PDF uploaded', description: 'Choose a level.' };
    useToasts.setState({ current: undefined });
    const { result } = renderHook(() => useFileListTool(rules, { announce }), { wrapper });
    const [open, locked] = [pdf('open.pdf'), pdf('locked.pdf')];
    act(() => result.current.append([open, locked]));
    act(() => setPdfOpenState(open, 'open'));
    act(() => setPdfOpenState(locked, 'locked'));
    expect(useToasts.getState().current).toBeUndefined();
    act(() => setPdfOpenState(locked, 'open'));
    expect(useToasts.getState().current).toMatchObject(announce);
  });

  it('keeps the files and the user’s order when the screen comes back to its route, without announcing them again', () => {
    const announce = { title: 'PDF uploaded', description: 'Choose a level.' };
    const first = renderHook(() => useFileListTool(rules, { announce }), { wrapper });
    const [a, b] = [pdf('a.pdf'), pdf('b.pdf')];
    act(() => first.result.current.append([a, b]));
    act(() => [a, b].forEach((file) => setPdfOpenState(file, 'open')));
    const [entryA, entryB] = first.result.current.files;
    act(() => first.result.current.setOrder([entryB.id, entryA.id]));
    first.unmount();
    useToasts.setState({ current: undefined });
    const back = renderHook(() => useFileListTool(rules, { announce }), { wrapper });
    expect(names(back.result.current.files)).toEqual(['b.pdf', 'a.pdf']);
    expect(useToasts.getState().current).toBeUndefined();
  });
});
