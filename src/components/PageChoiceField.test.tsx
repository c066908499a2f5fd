// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PageChoiceField } from './PageChoiceField';

function Harness({ onChange }: { onChange: (pages: string) => void }) {
  const [pages, setPages] = useState('all');
  return <PageChoiceField value={pages} pageCount={14} onChange={(next) => { setPages(next); onChange(next); }} />;
}

describe('the page choice', () => {
  afterEach(cleanup);

  it('gives all, skip-first, or the typed ranges as the API\'s pages value', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByRole('radio', { name: 'All pages' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Skip the first page' }));
    expect(onChange).toHaveBeenLastCalledWith('skip-first');
    fireEvent.click(screen.getByRole('radio', { name: 'Only these pages' }));
    fireEvent.change(screen.getByLabelText('Page numbers or ranges'), { target: { value: '2-4, 9' } });
    expect(onChange).toHaveBeenLastCalledWith('2-4, 9');
    // Typing 'all' is a typed range, not a switch back to "All pages".
    fireEvent.change(screen.getByLabelText('Page numbers or ranges'), { target: { value: 'all' } });
    expect(screen.getByRole('radio', { name: 'Only these pages' })).toHaveProperty('checked', true);
  });

  it('names a page that does not exist, in the range parser\'s words', () => {
    render(<Harness onChange={vi.fn()} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Only these pages' }));
    fireEvent.change(screen.getByLabelText('Page numbers or ranges'), { target: { value: '3-20' } });
    expect(screen.getByText('Page 20 does not exist: this document has 14 pages')).toBeTruthy();
    expect(screen.getByLabelText('Page numbers or ranges').getAttribute('aria-invalid')).toBe('true');
  });
});
