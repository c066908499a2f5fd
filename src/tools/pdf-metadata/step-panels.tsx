import { useState } from 'react';
import { OptionCards } from '../../components/OptionCards';
import { METADATA_MODES, type EditMetadataSettings } from '../../contract/pdf-metadata';
import { stepPanel, type StepPanelProps } from '../tool-definition';
import { editSettings, formOfSettings, type MetadataForm } from './metadata-form';
import { MetadataFields } from './MetadataFields';
import { metadataTexts as text } from './texts';

/** The screen's mode and fields, as for several files: the fields filled in are written into every file. */
function MetadataStepOptions({ settings, onChange, disabled }: StepPanelProps<EditMetadataSettings>) {
  const [form, setForm] = useState<MetadataForm>(() => formOfSettings(settings));
  const change = (next: MetadataForm) => {
    setForm(next);
    onChange({ ...editSettings(next), mode: settings.mode });
  };
  return (
    <div className="space-y-4">
      <OptionCards
        legend={text.optionsTitle}
        options={METADATA_MODES.map((value) => ({ value, ...text.modes[value] }))}
        value={settings.mode}
        onChange={(mode) => onChange({ ...settings, mode })}
        disabled={disabled}
      />
      {settings.mode === 'edit' && (
        <>
          <p className="text-sm text-slate-600">{text.several}</p>
          <MetadataFields form={form} onChange={change} disabled={disabled} />
        </>
      )}
    </div>
  );
}

export const stepPanels = { 'pdf-metadata': stepPanel(MetadataStepOptions) };
