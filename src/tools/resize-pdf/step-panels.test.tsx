// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { defaultResizeSettings } from '../../contract/resize-pdf';
import { findWorkflowStep } from '../../contract/workflow-catalog';
import { checkStepSettings } from '../../contract/workflow';
import { stepPanels } from './step-panels';

const Panel = stepPanels['resize-pdf'];

describe('the Resize pages step panel', () => {
  afterEach(cleanup);

  it('gives the step the lengths as typed: a bad one is refused by the call\'s check, a good one read back', () => {
    const onChange = vi.fn();
    render(<Panel settings={defaultResizeSettings} onChange={onChange} disabled={false} />);
    const margin = screen.getByLabelText('Margin on every side (mm)');
    fireEvent.change(margin, { target: { value: '101' } });
    expect(margin.getAttribute('aria-invalid')).toBe('true');
    expect(() => checkStepSettings(findWorkflowStep('resize-pdf')!, onChange.mock.lastCall![0])).toThrow('The margin must be a number from 0 to 100.');
    fireEvent.change(margin, { target: { value: '12' } });
    expect(checkStepSettings(findWorkflowStep('resize-pdf')!, onChange.mock.lastCall![0])).toEqual({ ...defaultResizeSettings, margin: 12 });
  });

  it('starts from the step\'s settings, and sends lengths the chosen mode does not use as their defaults', () => {
    const onChange = vi.fn();
    render(<Panel settings={{ ...defaultResizeSettings, mode: 'margins', top: 20, binding: 8 }} onChange={onChange} disabled={false} />);
    expect(screen.getByLabelText('Top (mm)')).toHaveProperty('value', '20');
    fireEvent.change(screen.getByLabelText('Binding margin (mm)'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ top: 20, binding: Number.NaN }));
    fireEvent.click(screen.getByRole('radio', { name: /Scale to a paper size/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ...defaultResizeSettings, mode: 'scale' });
  });
});
