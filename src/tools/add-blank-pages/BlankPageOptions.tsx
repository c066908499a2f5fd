import { OptionCards } from '../../components/OptionCards';
import { typedPagesProblem } from '../../components/PagesToConvertField';
import { ChoiceGroup, TextField } from '../../components/SettingFields';
import { blankPagePositions, type AddBlankPagesSettings } from '../../contract/add-blank-pages';
import type { StepPanelProps } from '../tool-definition';
import { blankPlan, multipleLegend, multipleOptions, pagesLabel, pagesPlaceholder, positionLegend, positionOptions, sizeNote } from './texts';

/** The typed pages' problem, when blank pages go after chosen pages (checked against the page count when it is known). */
export function blankPagesProblem(settings: AddBlankPagesSettings, pageCount?: number): string | undefined {
  return settings.position === 'after-pages' ? typedPagesProblem(settings.pages, pageCount) : undefined;
}

interface BlankPageOptionsProps extends StepPanelProps<AddBlankPagesSettings> {
  /** The one file's pages, when it is read: the options then say how many blank pages it gets. */
  pageCount?: number;
}

/** Where the blank pages go: the screen's settings, and the Add blank pages workflow step's. */
export function BlankPageOptions({ settings, onChange, disabled, pageCount }: BlankPageOptionsProps) {
  const change = (next: Partial<AddBlankPagesSettings>) => onChange({ ...settings, ...next });
  const problem = blankPagesProblem(settings, pageCount);
  return (
    <>
      <OptionCards legend={positionLegend} options={positionOptions} value={settings.position} disabled={disabled} onChange={(position) => change({ position })} />
      <fieldset className="space-y-3" disabled={disabled}>
        {settings.position === 'after-pages' && (
          <TextField label={pagesLabel} placeholder={pagesPlaceholder} value={settings.pages} error={problem} onChange={(pages) => change({ pages })} />
        )}
        {settings.position === 'to-multiple' && (
          <ChoiceGroup legend={multipleLegend} value={String(settings.multiple)} options={multipleOptions} onChange={(multiple) => change({ multiple: Number(multiple) })} />
        )}
      </fieldset>
      <p className="text-sm text-slate-500">{sizeNote}</p>
      {pageCount !== undefined && !problem && (
        <p className="font-medium text-slate-800" data-testid="blank-plan">{blankPlan(blankPagePositions(settings, pageCount).length, pageCount)}</p>
      )}
    </>
  );
}
