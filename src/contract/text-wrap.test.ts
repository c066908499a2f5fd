import { describe, expect, it } from 'vitest';
import { wrapText } from './text-wrap';

// Every character 1 wide.
const measure = (line: string) => line.length;

describe('wrapText', () => {
  it('keeps the text’s own lines when the box has no width', () => {
    expect(wrapText('one two\nthree', undefined, measure)).toEqual(['one two', 'three']);
  });

  it('moves words to the next line when the line would be wider than the box', () => {
    expect(wrapText('one two three four', 9, measure)).toEqual(['one two', 'three', 'four']);
    expect(wrapText('one two\nthree four', 20, measure)).toEqual(['one two', 'three four']);
  });

  it('keeps a word wider than the box whole, on its own line', () => {
    expect(wrapText('a extraordinarily b', 5, measure)).toEqual(['a', 'extraordinarily', 'b']);
  });
});
