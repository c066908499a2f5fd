// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { useObjectUrl } from './use-object-url';

describe('useObjectUrl', () => {
  const revoked = new Set<string>();
  let made = 0;
  beforeEach(() => {
    revoked.clear();
    made = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:test/${++made}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => revoked.add(url));
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('makes one URL per blob and revokes it when the blob changes or the view goes', () => {
    const first = new Blob(['a']);
    const second = new Blob(['b']);
    const { result, rerender, unmount } = renderHook(({ blob }) => useObjectUrl(blob), { initialProps: { blob: first as Blob | undefined } });
    expect(result.current).toBe('blob:test/1');
    rerender({ blob: first });
    expect(made).toBe(1);
    rerender({ blob: second });
    expect(result.current).toBe('blob:test/2');
    expect([...revoked]).toEqual(['blob:test/1']);
    unmount();
    expect([...revoked]).toEqual(['blob:test/1', 'blob:test/2']);
  });

  it('answers nothing once its blob is gone, never the revoked URL, and a new URL when the same blob comes back', () => {
    const blob = new Blob(['a']);
    // What each render was handed, a URL already revoked by then marked as such.
    const seen: Array<string | undefined> = [];
    const { result, rerender } = renderHook(({ current }) => {
      const url = useObjectUrl(current);
      seen.push(url && revoked.has(url) ? 'revoked' : url);
      return url;
    }, { initialProps: { current: blob as Blob | undefined } });
    expect(result.current).toBe('blob:test/1');
    rerender({ current: undefined });
    expect(result.current).toBeUndefined();
    rerender({ current: blob });
    expect(result.current).toBe('blob:test/2');
    expect(revoked.has('blob:test/1')).toBe(true);
    expect(seen).not.toContain('revoked');
  });
});
