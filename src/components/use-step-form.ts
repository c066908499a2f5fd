import { useState } from 'react';

/**
 * A workflow step's panel over a form its tool's screen keeps as typed (numbers as text): the form is held
 * here, started from the step's settings, and each change gives the step the settings it makes. A number
 * typed out of range is sent as typed, so the step's check names it and the chain does not run.
 */
export function useStepForm<Form extends object, Settings>(
  settings: Settings,
  onChange: (settings: Settings) => void,
  { formOf, settingsOf }: { formOf: (settings: Settings) => Form; settingsOf: (form: Form) => Settings },
): [Form, (change: Partial<Form>) => void] {
  const [form, setForm] = useState(() => formOf(settings));
  const change = (next: Partial<Form>) => {
    const updated = { ...form, ...next };
    setForm(updated);
    onChange(settingsOf(updated));
  };
  return [form, change];
}
