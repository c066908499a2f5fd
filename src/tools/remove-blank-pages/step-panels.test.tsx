// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { defaultRemoveBlankPagesSettings } from '../../contract/remove-blank-pages';
import { stepPanels } from './step-panels';
import { stepNote, thresholdLabel } from './texts';

const Panel = stepPanels['remove-blank-pages'];

describe('the Remove blank pages step panel', () => {
  afterEach(cleanup);

  it('offers the screen\'s threshold, kept to one decimal, and says the pages are removed without a review', () => {
    const onChange = vi.fn();
    render(<Panel settings={defaultRemoveBlankPagesSettings} onChange={onChange} disabled={false} />);
    expect(screen.getByText(stepNote)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(thresholdLabel), { target: { value: '1.2' } });
    expect(onChange).toHaveBeenLastCalledWith({ threshold: 1.2, pages: '' });
  });
});
