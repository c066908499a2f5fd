import { TypedPagesStep } from '../../components/TypedPagesStep';
import type { ExtractPagesSettings } from '../../contract/extract-pages';
import { stepPanel, type StepPanelProps } from '../tool-definition';
import { IndividualField } from './IndividualField';

function ExtractPagesStepOptions({ settings, onChange, disabled }: StepPanelProps<ExtractPagesSettings>) {
  return (
    <TypedPagesStep pages={settings.pages} onPages={(pages) => onChange({ ...settings, pages })} disabled={disabled}>
      <IndividualField checked={settings.individual} onChange={(individual) => onChange({ ...settings, individual })} disabled={disabled} />
    </TypedPagesStep>
  );
}

export const stepPanels = { 'extract-pages': stepPanel(ExtractPagesStepOptions) };
