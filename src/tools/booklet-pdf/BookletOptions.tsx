import { OptionCards } from '../../components/OptionCards';
import { ChoiceGroup, SelectField } from '../../components/SettingFields';
import type { BookletSettings } from '../../contract/booklet-pdf';
import type { StepPanelProps } from '../tool-definition';
import { bindingLabel, bindingOptions, creepHint, creepLabel, creepOptions, cutNote, modeLegend, modeOptions, printNote, sheetLabel, sheetOptions } from './texts';

/** Fold or cut, the binding, the sheet and the creep, with how to print: the screen's settings, and the Booklet workflow step's. */
export function BookletOptions({ settings, onChange, disabled }: StepPanelProps<BookletSettings>) {
  const change = (next: Partial<BookletSettings>) => onChange({ ...settings, ...next });
  const booklet = settings.mode === 'booklet';
  return (
    <fieldset className="space-y-4" disabled={disabled}>
      <OptionCards legend={modeLegend} options={modeOptions} value={settings.mode} onChange={(mode) => change({ mode })} />
      <ChoiceGroup legend={bindingLabel} value={settings.binding} options={bindingOptions} onChange={(binding) => change({ binding })} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={sheetLabel} value={settings.sheet} options={sheetOptions} onChange={(sheet) => change({ sheet })} />
        {booklet && <SelectField label={creepLabel} value={String(settings.creep)} options={creepOptions} onChange={(creep) => change({ creep: Number(creep) })} />}
      </div>
      {booklet && <p className="text-sm text-slate-500">{creepHint}</p>}
      <p className="rounded-lg bg-sky-50 p-3 text-sm text-sky-900" data-testid="print-note">{booklet ? printNote : cutNote}</p>
    </fieldset>
  );
}
