// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { defaultCropMarginsSettings } from '../../contract/crop-margins';
import { findWorkflowStep } from '../../contract/workflow-catalog';
import { checkStepSettings } from '../../contract/workflow';
import { stepPanels } from './step-panels';

const Panel = stepPanels['crop-margins'];

describe('the Crop margins step panel', () => {
  afterEach(cleanup);

  it('checks the typed margin against its unit\'s range, and gives the step the margin as typed', () => {
    const onChange = vi.fn();
    render(<Panel settings={{ ...defaultCropMarginsSettings, margin: 80 }} onChange={onChange} disabled={false} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Millimetres' }));
    expect(screen.getByText('Enter a whole number from 0 to 50 mm.')).toBeTruthy();
    expect(() => checkStepSettings(findWorkflowStep('crop-margins')!, onChange.mock.lastCall![0])).toThrow('Margin must be a number from 0 to 50.');
    fireEvent.change(screen.getByLabelText('Margin around the content (mm)'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Each page its own box' }));
    expect(onChange).toHaveBeenLastCalledWith({ margin: 6, unit: 'mm', boxes: 'each' });
  });
});
