// @vitest-environment happy-dom
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { ONE_PDF } from '../contract/upload-rules';
import { fileListActions, filesOf } from '../state/file-list-store';
import { setPdfOpenState } from '../state/pdf-open-states';
import { RouteScope } from '../state/route-scope';
import { useToasts } from '../state/toast-store';
import { useSingleFile } from './use-single-file';

// The card's preview is not drawn here: whether a file opens is set by each test (src/state/pdf-open-states.ts).
vi.mock('./use-pdf-preview', () => ({ usePdfPreview: (_file: File, enabled: boolean) => (enabled ? { pageCount: 3 } : undefined) }));

const ROUTE = '/organize-pdf';
const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });
const onRoute = ({ children }: { children: ReactNode }) => createElement(RouteScope, { value: ROUTE }, children);
const renderTool = () => renderHook(() => useSingleFile(ONE_PDF, { uploadedText: 'Choose the pages.' }), { wrapper: onRoute });
const shownToast = () => useToasts.getState().current;

describe('useSingleFile', () => {
  beforeEach(() => {
    fileListActions(ROUTE).clear();
    useToasts.setState({ current: undefined });
  });
  afterEach(cleanup);

  it('keeps one file: a later pick replaces it, and the notice is said once per file, once it opens', () => {
    const { result } = renderTool();
    const [a, b, c] = [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')];
    act(() => result.current.choose([a, b]));
    expect(result.current.file).toBe(a);
    expect(result.current.pageCount).toBe(3);
    act(() => setPdfOpenState(a, 'open'));
    expect(shownToast()).toMatchObject({ title: 'PDF uploaded', description: 'Choose the pages.' });
    act(() => result.current.choose([c]));
    expect(filesOf(ROUTE).map((entry) => entry.file.name)).toEqual(['c.pdf']);
  });

  it('says nothing while the PDF waits for its password, and "PDF uploaded" once the password opens it', () => {
    const { result } = renderTool();
    const locked = pdf('locked.pdf');
    act(() => result.current.choose([locked]));
    act(() => setPdfOpenState(locked, 'checking'));
    act(() => setPdfOpenState(locked, 'locked'));
    expect(shownToast()).toBeUndefined();
    act(() => setPdfOpenState(locked, 'open'));
    expect(shownToast()).toMatchObject({ title: 'PDF uploaded' });
  });

  it('does not announce a locked file that is removed, and announces the next one', () => {
    const { result } = renderTool();
    const [locked, next] = [pdf('locked.pdf'), pdf('next.pdf')];
    act(() => result.current.choose([locked]));
    act(() => setPdfOpenState(locked, 'locked'));
    act(() => result.current.clear());
    act(() => setPdfOpenState(locked, undefined));
    expect(shownToast()).toBeUndefined();
    act(() => result.current.choose([next]));
    act(() => setPdfOpenState(next, 'open'));
    expect(shownToast()).toMatchObject({ title: 'PDF uploaded' });
  });

  it('finds its file again when the screen comes back to the route, without announcing it again', () => {
    const first = renderTool();
    const report = pdf('report.pdf');
    act(() => first.result.current.choose([report]));
    act(() => setPdfOpenState(report, 'open'));
    first.unmount();
    useToasts.setState({ current: undefined });
    const back = renderTool();
    expect(back.result.current.file).toBe(report);
    expect(shownToast()).toBeUndefined();
  });

  it('takes an image as it is: no page count, announced at once', () => {
    const { result } = renderHook(
      () => useSingleFile({ accept: ['image/*'], maxFiles: 1, maxSizeMb: 50 }, { kind: 'image', uploadedText: 'Removing the background is next.' }),
      { wrapper: onRoute },
    );
    act(() => result.current.choose([new File(['x'], 'tiger.jpg', { type: 'image/jpeg' })]));
    expect(result.current.file?.name).toBe('tiger.jpg');
    expect(result.current.pageCount).toBeUndefined();
    expect(shownToast()).toMatchObject({ title: 'Image uploaded' });
  });
});
