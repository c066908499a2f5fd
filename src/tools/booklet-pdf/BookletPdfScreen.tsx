import { useState } from 'react';
import { OptionCards } from '../../components/OptionCards';
import { PdfConversionPanel } from '../../components/PdfConversionPanel';
import { ChoiceGroup, SelectField } from '../../components/SettingFields';
import { ToolPage } from '../../components/ToolPage';
import { bookletPdfCall, defaultBookletSettings, type BookletSettings } from '../../contract/booklet-pdf';
import type { ToolScreenProps } from '../tool-definition';
import { BookletPreview } from './BookletPreview';
import {
  bindingLabel, bindingOptions, bookletGuide, bookletTexts, creepHint, creepLabel, creepOptions, cutNote, modeLegend, modeOptions,
  printNote, sheetLabel, sheetOptions,
} from './texts';

/** Booklet: a PDF laid out two pages per side for saddle stitching, or in order for cutting. */
export default function BookletPdfScreen({ tool }: ToolScreenProps) {
  const [settings, setSettings] = useState<BookletSettings>(defaultBookletSettings);
  const change = (next: Partial<BookletSettings>) => setSettings((current) => ({ ...current, ...next }));
  const booklet = settings.mode === 'booklet';

  return (
    <ToolPage title={tool.title} description={tool.description} guide={bookletGuide} relatedToolIds={tool.relatedCardIds}>
      <PdfConversionPanel
        rules={tool.upload!}
        texts={bookletTexts}
        call={bookletPdfCall}
        settings={settings}
        zipSuffix="booklet"
        options={({ file, pageCount, disabled }) => (
          <div className="grid gap-6 lg:grid-cols-[1fr_auto]">
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
            {file && pageCount !== undefined && <BookletPreview file={file} pageCount={pageCount} settings={settings} />}
          </div>
        )}
      />
    </ToolPage>
  );
}
