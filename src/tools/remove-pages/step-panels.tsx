import { TypedPagesStep } from '../../components/TypedPagesStep';
import type { RemovePagesSettings } from '../../contract/remove-pages';
import { stepPanel, type StepPanelProps } from '../tool-definition';

function RemovePagesStepOptions({ settings, onChange, disabled }: StepPanelProps<RemovePagesSettings>) {
  return <TypedPagesStep pages={settings.pages} onPages={(pages) => onChange({ ...settings, pages })} disabled={disabled} />;
}

export const stepPanels = { 'remove-pages': stepPanel(RemovePagesStepOptions) };
