import { describe, expect, it } from 'vitest';
import { readNotices } from './client';

describe('readNotices', () => {
  it('reads the X-Notices header: URI-encoded JSON facts', () => {
    const notices = [{ kind: 'repaired', fileName: 'r€port.pdf' }, { kind: 'restrictions-removed', fileName: 'a.pdf', restrictions: ['copy'] }];
    const response = new Response('[]', { headers: { 'X-Notices': encodeURIComponent(JSON.stringify(notices)) } });
    expect(readNotices(response)).toEqual(notices);
  });

  it('is empty without the header, and ignores a malformed one', () => {
    expect(readNotices(new Response('[]'))).toEqual([]);
    expect(readNotices(new Response('[]', { headers: { 'X-Notices': '%E0%A4%A' } }))).toEqual([]);
    expect(readNotices(new Response('[]', { headers: { 'X-Notices': encodeURIComponent('["a sentence", {"kind": "odd"}]') } }))).toEqual([]);
  });
});
