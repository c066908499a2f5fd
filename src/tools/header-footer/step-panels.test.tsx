// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { defaultHeaderFooterSettings } from '../../contract/header-footer';
import { findWorkflowStep } from '../../contract/workflow-catalog';
import { checkStepSettings } from '../../contract/workflow';
import { stepPanels } from './step-panels';
import { headerFooterTexts as text } from './texts';

const Panel = stepPanels['header-footer'];

describe('the Header, footer & Bates step panel', () => {
  afterEach(cleanup);

  it('shows the Bates fields once a text holds {bates}, and its settings are read back whole', () => {
    const onChange = vi.fn();
    const { rerender } = render(<Panel settings={defaultHeaderFooterSettings} onChange={onChange} disabled={false} />);
    expect(screen.queryByTestId('bates-settings')).toBeNull();
    fireEvent.change(screen.getByLabelText(text.slots['top-right']), { target: { value: 'Case 12 · {bates}' } });
    const settings = onChange.mock.lastCall![0];
    expect(settings.texts).toEqual({ 'bottom-right': 'Page {page} of {pages}', 'top-right': 'Case 12 · {bates}' });
    rerender(<Panel settings={settings} onChange={onChange} disabled={false} />);
    fireEvent.change(screen.getByLabelText(text.batesPrefix), { target: { value: 'ACME' } });
    const withBates = onChange.mock.lastCall![0];
    expect(checkStepSettings(findWorkflowStep('header-footer')!, withBates)).toEqual(withBates);
    expect(findWorkflowStep('header-footer')!.gathers(withBates)).toBe(true);
  });
});
