import { useState } from 'react';
import { ToolPage } from '../../components/ToolPage';
import { PdfConversionPanel } from '../../components/PdfConversionPanel';
import { PageGrid } from '../../components/PageGrid';
import { defaultRotateSettings, pagesToTurn, rotatePdfCall, type RotateSettings } from '../../contract/rotate-pdf';
import type { ToolScreenProps } from '../tool-definition';
import { RotateOptions, rotatePagesProblem } from './RotateOptions';
import { previewLabel, previewTitle, rotateGuide, rotatePlan, rotateTexts } from './texts';

export default function RotatePdfScreen({ tool }: ToolScreenProps) {
  const [settings, setSettings] = useState<RotateSettings>(defaultRotateSettings);
  const pagesProblem = (pageCount?: number) => rotatePagesProblem(settings, pageCount);

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
            <RotateOptions settings={settings} onChange={setSettings} disabled={disabled} pageCount={pageCount} />
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
