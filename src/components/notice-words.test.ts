import { describe, expect, it } from 'vitest';
import { describeNotice } from './notice-words';

describe('describeNotice', () => {
  it('says a damaged file was repaired first, with the screen’s verb', () => {
    expect(describeNotice({ kind: 'repaired', fileName: 'report.pdf' }, 'merging')).toBe('report.pdf was damaged; Folio repaired it before merging.');
  });

  it('names what the owner password had forbidden', () => {
    expect(describeNotice({ kind: 'restrictions-removed', fileName: 'a.pdf', restrictions: ['copy', 'assemble'] }, 'splitting')).toBe(
      'a.pdf was protected by its author against copying text and images and inserting or removing pages. It opens without a password, so Folio could read it; the result is not encrypted and carries no such restrictions.',
    );
  });

  it('says a file was opened with the password given, and that the result is not encrypted', () => {
    expect(describeNotice({ kind: 'password-removed', fileName: 'locked.pdf' }, 'merging')).toBe(
      'locked.pdf was opened on this device with the password you gave. The result is not encrypted: protect it again with Protect PDF if it needs a password.',
    );
  });

  it('names the characters no font could draw', () => {
    expect(describeNotice({ kind: 'characters-not-drawn', fileName: 'form.pdf', characters: ['𓀀', '𓀁'] }, 'saving')).toBe(
      '𓀀 𓀁: these characters have no font in Folio and were left out of the text written on form.pdf.',
    );
  });
});
