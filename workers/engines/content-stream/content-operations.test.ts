import { describe, expect, it } from 'vitest';
import { contentOperations } from './content-operations';

const bytes = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));
const latin = (data: Uint8Array) => new TextDecoder('latin1').decode(data);

describe('reading a content stream as operations', () => {
  it('gives each operator its operands and where it sits', () => {
    const source = bytes('q 1 0 0 1 10 20 cm\n/OC /L#31 BDC BT /F1 12 Tf (a \\(b\\) \\101) Tj <48 65> Tj [(x) -20 (y)] TJ ET EMC % a comment\nQ');
    const operations = [...contentOperations(source)];
    expect(operations.map((operation) => operation.operator)).toEqual(['q', 'cm', 'BDC', 'BT', 'Tf', 'Tj', 'Tj', 'TJ', 'ET', 'EMC', 'Q']);
    const [, cm, bdc, , , literal, hex, array] = operations;
    expect(cm.operands).toEqual([1, 0, 0, 1, 10, 20].map((value) => ({ kind: 'number', value })));
    expect(latin(source.subarray(cm.start, cm.end))).toBe('1 0 0 1 10 20 cm');
    expect(bdc.operands).toEqual([{ kind: 'name', value: 'OC' }, { kind: 'name', value: 'L1' }]);
    expect(literal.operands[0].kind === 'string' && latin(literal.operands[0].bytes)).toBe('a (b) A');
    expect(hex.operands[0].kind === 'string' && latin(hex.operands[0].bytes)).toBe('He');
    expect(array.operands[0]).toMatchObject({ kind: 'array', items: [{ kind: 'string' }, { kind: 'number', value: -20 }, { kind: 'string' }] });
  });

  it('reads a dictionary operand and nested strings', () => {
    const [operation] = [...contentOperations(bytes('/Span <</ActualText (a(b)c) /N [1 2]>> BDC'))];
    expect(operation.operands[1]).toMatchObject({ kind: 'dict', entries: [['ActualText', { kind: 'string' }], ['N', { kind: 'array' }]] });
  });

  it('takes an inline image whole, even when its data holds the letters EI', () => {
    const data = 'xx EI yy\x00\xff EI';
    const source = bytes(`q BI /W 2 /H 1 /CS /G /BPC 8 /F /AHx ID ${data}\nEI Q`);
    const operations = [...contentOperations(source)];
    expect(operations.map((operation) => operation.operator)).toEqual(['q', 'BI', 'Q']);
    const image = operations[1].inlineImage!;
    expect(image.entries.map(([key]) => key)).toEqual(['W', 'H', 'CS', 'BPC', 'F']);
    expect(latin(source.subarray(image.dataStart, image.dataEnd))).toBe(data);
  });

  it('trusts an inline image’s declared length', () => {
    const source = bytes('BI /W 1 /H 1 /L 4 ID \x01EI\x02 EI Q');
    const [image] = [...contentOperations(source)];
    expect(image.inlineImage!.dataEnd - image.inlineImage!.dataStart).toBe(4);
  });

  it('stops at bytes it cannot read instead of throwing', () => {
    expect([...contentOperations(bytes('BT (never closed Tj'))].map((operation) => operation.operator)).toEqual(['BT']);
    expect([...contentOperations(bytes(''))]).toEqual([]);
  });

  it('reads any bytes without throwing, each operation inside the stream and after the one before', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pieces = ['q ', 'Q ', 'BT ', '(a\\) ', '<4142> ', '[1 (b)] ', '<< /K 1 >> ', '/N ', '12 ', 'Tj ', 'BI /W 1 /H 1 ID ', 'EI ', '% c\n', '(', '<', '[', ']', '>>', '\x00\xff'];
    for (let run = 0; run < 500; run += 1) {
      const text = Array.from({ length: Math.floor(random() * 60) }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      const source = bytes(text);
      let end = 0;
      for (const operation of contentOperations(source)) {
        expect(operation.start).toBeGreaterThanOrEqual(end);
        expect(operation.end).toBeLessThanOrEqual(source.length);
        end = operation.end;
      }
    }
  });
});
