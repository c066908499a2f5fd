// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { ONE_PDF } from '../contract/upload-rules';
import { useFileList } from '../state/file-list-store';
import { useToasts } from '../state/toast-store';
import { useSingleFile } from './use-single-file';

vi.mock('./use-pdf-preview', () => ({ usePdfPreview: (_file: File, enabled: boolean) => (enabled ? { pageCount: 3 } : undefined) }));

const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });

describe('useSingleFile', () => {
  beforeEach(() => {
    useFileList.getState().clear();
  });
  afterEach(cleanup);

  it('keeps one file: a later pick replaces it, and the notice is said once per file', () => {
    const { result } = renderHook(() => useSingleFile(ONE_PDF, { uploadedText: 'Choose the pages.' }));
    act(() => result.current.choose([pdf('a.pdf'), pdf('b.pdf')]));
    expect(result.current.file?.name).toBe('a.pdf');
    expect(result.current.pageCount).toBe(3);
    expect(useToasts.getState().current).toMatchObject({ title: 'PDF uploaded', description: 'Choose the pages.' });
    act(() => result.current.choose([pdf('c.pdf')]));
    expect(useFileList.getState().files.map((entry) => entry.file.name)).toEqual(['c.pdf']);
  });

  it('takes an image as it is: no page count', () => {
    const { result } = renderHook(() => useSingleFile({ accept: ['image/*'], maxFiles: 1, maxSizeMb: 50 }, { kind: 'image' }));
    act(() => result.current.choose([new File(['x'], 'tiger.jpg', { type: 'image/jpeg' })]));
    expect(result.current.file?.name).toBe('tiger.jpg');
    expect(result.current.pageCount).toBeUndefined();
  });
});
