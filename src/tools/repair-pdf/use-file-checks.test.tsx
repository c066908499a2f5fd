// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { InspectAnswer } from '../../contract/repair-pdf';
import type { ListedFile } from '../../state/file-list-store';
import { filePassword, setFilePassword } from '../../api/file-passwords';
import { useFileChecks } from './use-file-checks';

interface SentCheck {
  name: string;
  password: string | undefined;
  signal: AbortSignal;
  answer: (inspection: Omit<InspectAnswer, 'filename'>) => void;
  fail: (message: string) => void;
}

// The calls the hook sends, answered by each test when it likes (the local API is not what is tested here).
const sent = vi.hoisted(() => [] as SentCheck[]);
vi.mock('../../api/call-api', () => ({
  callApi: (_call: unknown, [file]: File[], _settings: unknown, { signal }: { signal: AbortSignal }) => new Promise((resolve, reject) => {
    sent.push({
      name: file.name, password: filePassword(file), signal,
      answer: (inspection) => resolve({ answer: { filename: file.name, ...inspection }, notices: [] }),
      fail: (message) => reject(new Error(message)),
    });
  }),
}));

const listed = (name: string): ListedFile => ({ id: name, file: new File(['%PDF-1.7'], name, { type: 'application/pdf' }) });
const healthy = { pages: 4, problems: [], engineMessages: [] };

describe('useFileChecks', () => {
  beforeEach(() => {
    sent.length = 0;
  });
  afterEach(cleanup);

  it('checks each file once as it arrives, each on its own, and says what each check found', async () => {
    const [a, b] = [listed('a.pdf'), listed('b.pdf')];
    const { result, rerender } = renderHook(({ files }) => useFileChecks(files), { initialProps: { files: [a] } });
    expect(result.current).toEqual({ 'a.pdf': { status: 'checking' } });
    rerender({ files: [a, b] });
    await waitFor(() => expect(sent.map((check) => check.name)).toEqual(['a.pdf', 'b.pdf']));

    await act(async () => sent[1].fail('b.pdf could not be repaired: no readable PDF pages were found in it.'));
    expect(result.current['a.pdf']).toEqual({ status: 'checking' });
    expect(result.current['b.pdf']).toEqual({ status: 'check-failed', message: 'b.pdf could not be repaired: no readable PDF pages were found in it.' });
    await act(async () => sent[0].answer({ ...healthy, problems: [{ code: 'xref-damaged' }] }));
    expect(result.current['a.pdf']).toEqual({ status: 'checked', inspection: { filename: 'a.pdf', ...healthy, problems: [{ code: 'xref-damaged' }] } });
    rerender({ files: [a, b] });
    expect(sent).toHaveLength(2);
  });

  it('checks a file again once its card gets the password it needed', async () => {
    const locked = listed('locked.pdf');
    const { result } = renderHook(() => useFileChecks([locked]));
    await waitFor(() => expect(sent).toHaveLength(1));
    await act(async () => sent[0].fail('locked.pdf is encrypted: it needs its password to open.'));
    expect(result.current['locked.pdf'].status).toBe('check-failed');

    act(() => setFilePassword(locked.file, 'openpassword'));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].password).toBe('openpassword');
    expect(result.current['locked.pdf']).toEqual({ status: 'checking' });
    await act(async () => sent[1].answer(healthy));
    expect(result.current['locked.pdf']).toEqual({ status: 'checked', inspection: { filename: 'locked.pdf', ...healthy } });
  });

  it('cancels the check of a file removed before its answer came, and of every file when the screen goes', async () => {
    const [a, b] = [listed('a.pdf'), listed('b.pdf')];
    const { result, rerender, unmount } = renderHook(({ files }) => useFileChecks(files), { initialProps: { files: [a, b] } });
    await waitFor(() => expect(sent).toHaveLength(2));
    rerender({ files: [b] });
    expect(sent[0].signal.aborted).toBe(true);
    expect(sent[1].signal.aborted).toBe(false);
    // An answer that comes anyway is not shown.
    await act(async () => sent[0].answer(healthy));
    expect(Object.keys(result.current)).toEqual(['b.pdf']);
    unmount();
    expect(sent[1].signal.aborted).toBe(true);
  });
});
