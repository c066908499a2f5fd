// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from '../api/api-error';
import { setFilePassword } from '../api/file-passwords';
import { pdfOpenState } from '../state/pdf-open-states';
import { usePdfPreview } from './use-pdf-preview';

// The API's previews, answered here: the file opens with 'secret' only.
vi.mock('../api/previews', () => ({
  holdPreview: async (_file: File, password: string) => {
    if (password === 'secret') return { id: 'preview-1', pages: 2 };
    throw password ? new ApiError('Wrong password.', 'wrong-password', 422) : new ApiError('Encrypted.', 'encrypted', 422);
  },
  letPreviewGo: () => undefined,
}));
vi.mock('../api/page-image', () => ({ fetchPageImage: async () => { throw new Error('no picture in this test'); } }));

describe('usePdfPreview reports whether each file opens here yet', () => {
  afterEach(cleanup);

  it('checking, locked until the right password, open, and nothing once no card shows the file', async () => {
    const file = new File(['%PDF-1.7\n'], 'locked.pdf', { type: 'application/pdf' });
    const { result, unmount } = renderHook(() => usePdfPreview(file));
    expect(pdfOpenState(file)).toBe('checking');
    await waitFor(() => expect(result.current?.locked).toBe('needs-password'));
    expect(pdfOpenState(file)).toBe('locked');

    act(() => setFilePassword(file, 'not-it'));
    await waitFor(() => expect(result.current?.locked).toBe('wrong-password'));
    expect(pdfOpenState(file)).toBe('locked');

    act(() => setFilePassword(file, 'secret'));
    expect(pdfOpenState(file)).toBe('checking');
    await waitFor(() => expect(result.current?.pageCount).toBe(2));
    expect(pdfOpenState(file)).toBe('open');

    unmount();
    await waitFor(() => expect(pdfOpenState(file)).toBeUndefined());
  });
});
