import { describe, expect, it } from 'vitest';
import { appendPasswords } from './call-api';
import { readNotices } from './read-notices';
import { setFilePassword } from './file-passwords';

describe('readNotices', () => {
  it('reads the X-Notices header: URI-encoded JSON facts', () => {
    const notices = [
      { kind: 'repaired', fileName: 'r€port.pdf' },
      { kind: 'restrictions-removed', fileName: 'a.pdf', restrictions: ['copy'] },
      { kind: 'password-removed', fileName: 'b.pdf' },
      // Every kind the engines add reaches the screen: these two were once left out here.
      { kind: 'characters-not-drawn', fileName: 'c.pdf', characters: ['𓀀'] },
      { kind: 'signatures-kept', fileName: 'd.pdf', count: 2 },
    ];
    const response = new Response('[]', { headers: { 'X-Notices': encodeURIComponent(JSON.stringify(notices)) } });
    expect(readNotices(response)).toEqual(notices);
  });

  it('is empty without the header, and ignores a malformed one', () => {
    expect(readNotices(new Response('[]'))).toEqual([]);
    expect(readNotices(new Response('[]', { headers: { 'X-Notices': '%E0%A4%A' } }))).toEqual([]);
    expect(readNotices(new Response('[]', { headers: { 'X-Notices': encodeURIComponent('["a sentence", {"kind": "odd"}]') } }))).toEqual([]);
  });
});

describe('appendPasswords', () => {
  it('sends each password beside its file, by position, and nothing for files without one', () => {
    const files = ['a.pdf', 'a.pdf', 'c.pdf'].map((name) => new File(['%PDF-'], name, { type: 'application/pdf' }));
    setFilePassword(files[1], 'second');
    setFilePassword(files[2], 'third');
    const form = new FormData();
    appendPasswords(form, files);
    expect([...form.entries()]).toEqual([['password-1', 'second'], ['password-2', 'third']]);
  });
});
