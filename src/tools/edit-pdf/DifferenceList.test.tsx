// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { COMPARE_MAX_DIFFERENCES } from '../../contract/compare-pdf';
import { DIFFERENCE_ROW_HEIGHT, DifferenceList } from './DifferenceList';

const labels = Array.from({ length: COMPARE_MAX_DIFFERENCES }, (_, index) => `Difference ${index + 1}`);

describe('the list of differences', () => {
  afterEach(cleanup);

  it('draws only the rows near its window, however many differences there are', () => {
    render(<DifferenceList labels={labels} onPick={vi.fn()} />);
    const drawn = screen.getAllByRole('option');
    expect(drawn.length).toBeLessThan(40);
    expect(drawn[0].textContent).toBe('Difference 1');
    expect(drawn[0].getAttribute('aria-setsize')).toBe(String(COMPARE_MAX_DIFFERENCES));
    // Scrolled to the end: the last rows are drawn, the first are not.
    const list = screen.getByRole('listbox', { name: 'Differences' });
    list.scrollTop = (COMPARE_MAX_DIFFERENCES - 5) * DIFFERENCE_ROW_HEIGHT;
    fireEvent.scroll(list);
    expect(screen.getByText(`Difference ${COMPARE_MAX_DIFFERENCES}`)).toBeTruthy();
    expect(screen.queryByText('Difference 1')).toBeNull();
    expect(screen.getAllByRole('option').length).toBeLessThan(40);
  });

  it('moves through the rows with the arrow keys, End and Home, and shows the active one with Enter or a click', () => {
    const onPick = vi.fn();
    render(<DifferenceList labels={labels} onPick={onPick} />);
    const list = screen.getByRole('listbox', { name: 'Differences' });
    const active = () => document.getElementById(list.getAttribute('aria-activedescendant')!)?.textContent;
    expect(active()).toBe('Difference 1');
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: 'ArrowUp' });
    expect(active()).toBe('Difference 2');
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(onPick).toHaveBeenLastCalledWith(1);
    // The last row is far outside the first window: it is scrolled to and drawn.
    fireEvent.keyDown(list, { key: 'End' });
    expect(active()).toBe(`Difference ${COMPARE_MAX_DIFFERENCES}`);
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(onPick).toHaveBeenLastCalledWith(COMPARE_MAX_DIFFERENCES - 1);
    fireEvent.keyDown(list, { key: 'Home' });
    expect(active()).toBe('Difference 1');
    fireEvent.click(screen.getByText('Difference 3'));
    expect(onPick).toHaveBeenLastCalledWith(2);
    expect(active()).toBe('Difference 3');
  });
});
