import type { ProtectSettings } from '../../contract/protect-pdf';
import { stepPanel, type StepPanelProps } from '../tool-definition';
import { ProtectFields } from './ProtectFields';
import { editorTexts } from './texts';

/** The Protect panel's passwords and permissions; the passwords stay on this page only. */
function ProtectStepOptions(props: StepPanelProps<ProtectSettings>) {
  return (
    <div className="space-y-3">
      <ProtectFields {...props} />
      <p className="text-sm text-slate-500">{editorTexts.protect.notSaved}</p>
    </div>
  );
}

export const stepPanels = { 'protect-pdf': stepPanel(ProtectStepOptions) };
