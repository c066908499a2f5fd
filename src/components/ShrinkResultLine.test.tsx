// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ShrinkTotal } from './ShrinkResultLine';
import type { ShrinkAnswerItem } from '../contract/shrink-actions';

const item = (originalSize: number, compressedSize: number, keptOriginal = false): ShrinkAnswerItem =>
  ({ filename: 'a.pdf', url: 'blob:a', size: compressedSize, pages: 1, originalSize, compressedSize, keptOriginal, actions: [] });

afterEach(cleanup);

describe('ShrinkTotal', () => {
  it('adds up what several files weighed before and after, a kept file counting as unchanged', () => {
    render(<ShrinkTotal items={[item(4096, 1024), item(2048, 1024), item(2048, 2048, true)]} />);
    expect(screen.getByTestId('shrink-total').textContent).toBe('3 files: 8.00 KB → 4.00 KB · −50.0%');
  });

  it('says nothing for one file (its own size report does)', () => {
    const { container } = render(<ShrinkTotal items={[item(4096, 1024)]} />);
    expect(container.textContent).toBe('');
  });
});
