import { useState } from 'react';
import type { SplitSettings } from '../../contract/split-pdf';
import { stepPanel, type StepPanelProps } from '../tool-definition';
import { SplitOptions } from './SplitOptions';
import { settingsOfForm, splitPlan, type SplitForm } from './split-plan';

/** The screen's split options on a workflow step: numbers kept as typed, the step given the settings they make. */
function SplitStepOptions({ settings, onChange, disabled }: StepPanelProps<SplitSettings>) {
  const [form, setForm] = useState<SplitForm>(() => ({
    mode: settings.mode, range: settings.range, every: String(settings.every), level: settings.level ?? 1,
    maxMegabytes: String(settings.maxMegabytes ?? ''), parts: String(settings.parts ?? ''), threshold: String(settings.threshold ?? ''),
  }));
  const change = (next: Partial<SplitForm>) => {
    const updated = { ...form, ...next };
    setForm(updated);
    onChange(settingsOfForm(updated));
  };
  return <SplitOptions form={form} onChange={change} error={splitPlan(form, undefined).error} disabled={disabled} />;
}

export const stepPanels = { 'split-pdf': stepPanel(SplitStepOptions) };
