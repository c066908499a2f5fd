import { describe, expect, it } from 'vitest';
import { inputStem } from './input-name';

describe('inputStem: the file name LibreOffice is given (and prints in sheet headers)', () => {
  it('keeps an ordinary name, spaces and accents included, without its extension', () => {
    expect(inputStem('Budget 2026 – équipe.xlsx')).toBe('Budget 2026 – équipe');
    expect(inputStem('report.final.docx')).toBe('report.final');
  });

  it('makes the name one safe path segment', () => {
    expect(inputStem('../../etc/passwd.docx')).toBe('.._.._etc_passwd');
    expect(inputStem('a\\b:c*d?e"f<g>h|i%j#k\u0001.pptx')).toBe('a_b_c_d_e_f_g_h_i_j_k_');
  });

  it('falls back to "document" when nothing usable is left, and shortens very long names', () => {
    expect(inputStem('.xlsx')).toBe('.xlsx');
    expect(inputStem('   .docx')).toBe('document');
    expect(inputStem('...docx')).toBe('document');
    expect(inputStem(`${'x'.repeat(300)}.docx`)).toHaveLength(120);
  });
});
