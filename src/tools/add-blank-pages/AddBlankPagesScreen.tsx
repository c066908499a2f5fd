import { useState } from 'react';
import { ToolPage } from '../../components/ToolPage';
import { OptionCards } from '../../components/OptionCards';
import { PdfConversionPanel } from '../../components/PdfConversionPanel';
import { typedPagesProblem } from '../../components/PagesToConvertField';
import { ChoiceGroup, TextField } from '../../components/SettingFields';
import { addBlankPagesCall, blankPagePositions, defaultAddBlankPagesSettings, type AddBlankPagesSettings } from '../../contract/add-blank-pages';
import type { ToolScreenProps } from '../tool-definition';
import {
  blankGuide, blankPlan, blankResultNote, blankTexts, multipleLegend, multipleOptions, pagesLabel, pagesPlaceholder,
  positionLegend, positionOptions, sizeNote,
} from './texts';

export default function AddBlankPagesScreen({ tool }: ToolScreenProps) {
  const [settings, setSettings] = useState<AddBlankPagesSettings>(defaultAddBlankPagesSettings);
  const change = (next: Partial<AddBlankPagesSettings>) => setSettings((current) => ({ ...current, ...next }));
  const pagesProblem = (pageCount?: number) => (settings.position === 'after-pages' ? typedPagesProblem(settings.pages, pageCount) : undefined);

  return (
    <ToolPage title={tool.title} description={tool.description} guide={blankGuide} relatedToolIds={tool.relatedCardIds}>
      <PdfConversionPanel
        rules={tool.upload!}
        texts={blankTexts}
        call={addBlankPagesCall}
        settings={settings}
        zipSuffix="blank-pages"
        invalid={(pageCount) => Boolean(pagesProblem(pageCount))}
        resultNote={blankResultNote}
        options={({ pageCount, disabled }) => (
          <>
            <OptionCards legend={positionLegend} options={positionOptions} value={settings.position} disabled={disabled} onChange={(position) => change({ position })} />
            <fieldset className="space-y-3" disabled={disabled}>
              {settings.position === 'after-pages' && (
                <TextField label={pagesLabel} placeholder={pagesPlaceholder} value={settings.pages} error={pagesProblem(pageCount)} onChange={(pages) => change({ pages })} />
              )}
              {settings.position === 'to-multiple' && (
                <ChoiceGroup legend={multipleLegend} value={String(settings.multiple)} options={multipleOptions} onChange={(multiple) => change({ multiple: Number(multiple) })} />
              )}
            </fieldset>
            <p className="text-sm text-slate-500">{sizeNote}</p>
            {pageCount !== undefined && !pagesProblem(pageCount) && (
              <p className="font-medium text-slate-800" data-testid="blank-plan">{blankPlan(blankPagePositions(settings, pageCount).length, pageCount)}</p>
            )}
          </>
        )}
      />
    </ToolPage>
  );
}
