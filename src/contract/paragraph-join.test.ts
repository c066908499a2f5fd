import { describe, expect, it } from 'vitest';
import { joinedText } from './paragraph-join';

describe('a block\'s lines as one paragraph', () => {
  it('trims each line and joins them by one space', () => {
    expect(joinedText(['for the third year running, carried mostly by ', ' container traffic'])).toBe('for the third year running, carried mostly by container traffic');
  });

  it('joins a word hyphenated at a line\'s end whole, and keeps a hyphen before a capital or a number', () => {
    expect(joinedText(['a conti-', 'nuing line'])).toBe('a continuing line');
    expect(joinedText(['soft con\u00ad', 'tinued'])).toBe('soft continued');
    expect(joinedText(['the Franco-', 'Prussian war'])).toBe('the Franco- Prussian war');
    expect(joinedText(['pages 10-', '12'])).toBe('pages 10- 12');
  });

  it('leaves out empty lines', () => {
    expect(joinedText(['one', '   ', 'two'])).toBe('one two');
  });
});
