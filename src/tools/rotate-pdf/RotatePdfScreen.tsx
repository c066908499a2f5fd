import { useState } from 'react';
import { ToolPage } from '../../components/ToolPage';
import { PdfConversionPanel } from '../../components/PdfConversionPanel';
import { PageGrid } from '../../components/PageGrid';
import { typedPagesProblem } from '../../components/PagesToConvertField';
import { ChoiceGroup, TextField } from '../../components/SettingFields';
import { defaultRotateSettings, pagesToTurn, rotatePdfCall, type RotateSettings } from '../../contract/rotate-pdf';
import type { ToolScreenProps } from '../tool-definition';
import {
  angleLegend, angleOptions, pagesLabel, pagesPlaceholder, previewLabel, previewTitle, rotateGuide, rotatePlan, rotateTexts,
  whichLegend, whichOptions,
} from './texts';

export default function RotatePdfScreen({ tool }: ToolScreenProps) {
  const [settings, setSettings] = useState<RotateSettings>(defaultRotateSettings);
  const change = (next: Partial<RotateSettings>) => setSettings((current) => ({ ...current, ...next }));
  const pagesProblem = (pageCount?: number) => (settings.which === 'range' ? typedPagesProblem(settings.pages, pageCount) : undefined);

  return (
    <ToolPage title={tool.title} description={tool.description} guide={rotateGuide} relatedToolIds={tool.relatedCardIds}>
      <PdfConversionPanel
        rules={tool.upload!}
        texts={rotateTexts}
        call={rotatePdfCall}
        settings={settings}
        zipSuffix="rotated"
        invalid={(pageCount) => Boolean(pagesProblem(pageCount))}
        options={({ pageCount, disabled }) => (
          <>
            <fieldset className="grid gap-4 sm:grid-cols-2" disabled={disabled}>
              <ChoiceGroup legend={whichLegend} value={settings.which} options={whichOptions} onChange={(which) => change({ which })} />
              <ChoiceGroup legend={angleLegend} value={settings.angle} options={angleOptions} onChange={(angle) => change({ angle })} />
            </fieldset>
            {settings.which === 'range' && (
              <fieldset disabled={disabled}>
                <TextField label={pagesLabel} placeholder={pagesPlaceholder} value={settings.pages} error={pagesProblem(pageCount)} onChange={(pages) => change({ pages })} />
              </fieldset>
            )}
            {pageCount !== undefined && !pagesProblem(pageCount) && (
              <p className="font-medium text-slate-800" data-testid="rotate-plan">{rotatePlan(pagesToTurn(settings, pageCount).length, pageCount)}</p>
            )}
          </>
        )}
        preview={({ file, pageCount }) => {
          if (pagesProblem(pageCount)) return null;
          const turned = new Set(pagesToTurn(settings, pageCount));
          const pages = Array.from({ length: pageCount }, (_, index) => ({
            id: String(index + 1), pageNumber: index + 1, rotation: turned.has(index + 1) ? Number(settings.angle) : 0,
          }));
          return (
            <section aria-labelledby="rotate-preview">
              <h2 id="rotate-preview" className="mb-3 text-lg font-semibold text-slate-900">{previewTitle}</h2>
              <PageGrid file={file} pages={pages} label={previewLabel(file.name)} />
            </section>
          );
        }}
      />
    </ToolPage>
  );
}
