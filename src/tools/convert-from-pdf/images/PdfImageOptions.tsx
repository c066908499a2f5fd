import { OptionCards } from '../../../components/OptionCards';
import { PagesToConvertField } from '../../../components/PagesToConvertField';
import { ChoiceGroup, SliderField } from '../../../components/SettingFields';
import { hasQuality, jpegQualityRule, MAX_SEPARATE_IMAGES, type PdfToImagesSettings } from '../../../contract/pdf-to-images';
import type { StepPanelProps } from '../../tool-definition';
import {
  colourLabel, colourOptions, formatLegend, formatOptions, qualityLabel, resolutionLabel, resolutionOptions, svgNote, tiffLabel, tiffOptions, zipNote,
} from './texts';

interface PdfImageOptionsProps extends StepPanelProps<PdfToImagesSettings> {
  /** The one file's pages, when there is one. */
  pageCount?: number;
}

/** The format and what it takes (resolution, colour, quality, TIFF layout) and the pages: the Images tab's settings and the PDF to Image step's. */
export function PdfImageOptions({ settings, onChange, disabled, pageCount }: PdfImageOptionsProps) {
  const { format } = settings;
  const change = (next: Partial<PdfToImagesSettings>) => onChange({ ...settings, ...next });
  return (
    <>
      <OptionCards legend={formatLegend} options={formatOptions} value={format} disabled={disabled} onChange={(next) => change({ format: next })} />
      {format === 'svg' && <p className="text-sm text-slate-600">{svgNote}</p>}
      {format !== 'svg' && <fieldset className="grid gap-4 sm:grid-cols-2" disabled={disabled}>
        <ChoiceGroup legend={resolutionLabel} value={settings.dpi} options={resolutionOptions} onChange={(dpi) => change({ dpi })} />
        <ChoiceGroup legend={colourLabel} value={settings.colour} options={colourOptions} onChange={(colour) => change({ colour })} />
        {hasQuality(format) && <SliderField label={qualityLabel(format)} value={settings.quality} min={jpegQualityRule.min} max={jpegQualityRule.max} unit="%" onChange={(quality) => change({ quality })} />}
        {format === 'tiff' && <ChoiceGroup legend={tiffLabel} value={settings.tiff} options={tiffOptions} onChange={(tiff) => change({ tiff })} />}
      </fieldset>}
      <PagesToConvertField value={settings.pages} onChange={(pages) => change({ pages })} pageCount={pageCount} disabled={disabled} />
      <p className="text-sm text-slate-500">{zipNote(MAX_SEPARATE_IMAGES)}</p>
    </>
  );
}
