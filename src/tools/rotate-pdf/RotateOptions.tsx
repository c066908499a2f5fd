import { typedPagesProblem } from '../../components/PagesToConvertField';
import { ChoiceGroup, TextField } from '../../components/SettingFields';
import type { RotateSettings } from '../../contract/rotate-pdf';
import type { StepPanelProps } from '../tool-definition';
import { angleLegend, angleOptions, pagesLabel, pagesPlaceholder, whichLegend, whichOptions } from './texts';

/** The typed pages' problem, when only some pages turn (checked against the page count when it is known). */
export function rotatePagesProblem(settings: RotateSettings, pageCount?: number): string | undefined {
  return settings.which === 'range' ? typedPagesProblem(settings.pages, pageCount) : undefined;
}

interface RotateOptionsProps extends StepPanelProps<RotateSettings> {
  pageCount?: number;
}

/** Which pages and how far: the screen's settings, and the Rotate PDF workflow step's. */
export function RotateOptions({ settings, onChange, disabled, pageCount }: RotateOptionsProps) {
  return (
    <>
      <fieldset className="grid gap-4 sm:grid-cols-2" disabled={disabled}>
        <ChoiceGroup legend={whichLegend} value={settings.which} options={whichOptions} onChange={(which) => onChange({ ...settings, which })} />
        <ChoiceGroup legend={angleLegend} value={settings.angle} options={angleOptions} onChange={(angle) => onChange({ ...settings, angle })} />
      </fieldset>
      {settings.which === 'range' && (
        <fieldset disabled={disabled}>
          <TextField label={pagesLabel} placeholder={pagesPlaceholder} value={settings.pages} error={rotatePagesProblem(settings, pageCount)} onChange={(pages) => onChange({ ...settings, pages })} />
        </fieldset>
      )}
    </>
  );
}
