import { describe, expect, it } from 'vitest';
import { readNotices } from './client';

describe('readNotices', () => {
  it('reads the X-Notices header: URI-encoded JSON sentences', () => {
    const notices = ['r€port.pdf was damaged; Folio repaired it before merging.'];
    const response = new Response('[]', { headers: { 'X-Notices': encodeURIComponent(JSON.stringify(notices)) } });
    expect(readNotices(response)).toEqual(notices);
  });

  it('is empty without the header, and ignores a malformed one', () => {
    expect(readNotices(new Response('[]'))).toEqual([]);
    expect(readNotices(new Response('[]', { headers: { 'X-Notices': '%E0%A4%A' } }))).toEqual([]);
  });
});
