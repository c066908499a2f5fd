import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { OptionCards } from '../../../components/OptionCards';
import { PagesToConvertField, pagesReady } from '../../../components/PagesToConvertField';
import { PdfConversionPanel } from '../../../components/PdfConversionPanel';
import { ChoiceGroup, SliderField } from '../../../components/SettingFields';
import {
  defaultPdfToImagesSettings, imageFormats, jpegQualityRule, MAX_SEPARATE_IMAGES, pdfToImagesCall,
  type ImageFormat, type PdfToImagesSettings,
} from '../../../contract/pdf-to-images';
import type { ToolScreenProps } from '../../tool-definition';
import {
  colourLabel, colourOptions, formatLegend, formatOptions, imagesTexts, qualityLabel, resolutionLabel, resolutionOptions, svgNote,
  tiffLabel, tiffOptions, zipNote,
} from './texts';

/** The Images tab: JPG, PNG, TIFF or PSD, one per page of each PDF; the format is the address's `type`. */
export default function ImagesPanel({ tool, variant }: ToolScreenProps) {
  const [, setQuery] = useSearchParams();
  const format: ImageFormat = (imageFormats as readonly string[]).includes(variant?.id ?? '') ? variant!.id as ImageFormat : defaultPdfToImagesSettings.format;
  const [settings, setSettings] = useState<Omit<PdfToImagesSettings, 'format'>>(defaultPdfToImagesSettings);
  const change = (next: Partial<PdfToImagesSettings>) => setSettings((current) => ({ ...current, ...next }));

  return (
    <PdfConversionPanel
      rules={variant?.upload ?? tool.upload!}
      texts={imagesTexts(format)}
      call={pdfToImagesCall}
      settings={{ ...settings, format }}
      invalid={(pageCount) => !pagesReady(settings.pages, pageCount)}
      zipSuffix={format}
      options={({ pageCount, disabled }) => (
        <>
          <OptionCards legend={formatLegend} options={formatOptions} value={format} disabled={disabled} onChange={(next) => setQuery({ type: next }, { replace: true })} />
          {format === 'svg' && <p className="text-sm text-slate-600">{svgNote}</p>}
          {format !== 'svg' && <fieldset className="grid gap-4 sm:grid-cols-2" disabled={disabled}>
            <ChoiceGroup legend={resolutionLabel} value={settings.dpi} options={resolutionOptions} onChange={(dpi) => change({ dpi })} />
            <ChoiceGroup legend={colourLabel} value={settings.colour} options={colourOptions} onChange={(colour) => change({ colour })} />
            {(format === 'jpg' || format === 'webp') && <SliderField label={qualityLabel(format)} value={settings.quality} min={jpegQualityRule.min} max={jpegQualityRule.max} unit="%" onChange={(quality) => change({ quality })} />}
            {format === 'tiff' && <ChoiceGroup legend={tiffLabel} value={settings.tiff} options={tiffOptions} onChange={(tiff) => change({ tiff })} />}
          </fieldset>}
          <PagesToConvertField value={settings.pages} onChange={(pages) => change({ pages })} pageCount={pageCount} disabled={disabled} />
          <p className="text-sm text-slate-500">{zipNote(MAX_SEPARATE_IMAGES)}</p>
        </>
      )}
    />
  );
}
