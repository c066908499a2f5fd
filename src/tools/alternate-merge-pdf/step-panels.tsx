import { useState } from 'react';
import { TextField } from '../../components/SettingFields';
import { readAlternateMergeQuery, type AlternateMergeSettings } from '../../contract/alternate-merge-pdf';
import { stepPanel, type StepPanelProps } from '../tool-definition';
import { alternateMergeTexts as text } from './texts';

/**
 * The screen ticks "read backwards" on each file it lists; a step has no files yet, so the same choice is
 * typed as the files' places. The places are read as the call reads them: a wrong one is named at once.
 */
function AlternateMergeStepOptions({ settings, onChange, disabled }: StepPanelProps<AlternateMergeSettings>) {
  const [typed, setTyped] = useState(settings.reverse.join(', '));
  const [problem, setProblem] = useState<string>();
  const change = (next: string) => {
    setTyped(next);
    try {
      onChange({ ...settings, reverse: readAlternateMergeQuery(new URLSearchParams({ reverse: next })).reverse });
      setProblem(undefined);
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <TextField label={text.reverseStepLabel} value={typed} error={problem} onChange={change} />
      <p className="text-sm text-slate-500">{text.reverseStepHint}</p>
    </fieldset>
  );
}

export const stepPanels = { 'alternate-merge-pdf': stepPanel(AlternateMergeStepOptions) };
