import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pagesReady } from '../../../components/PagesToConvertField';
import { PdfConversionPanel } from '../../../components/PdfConversionPanel';
import { defaultPdfToImagesSettings, imageFormats, pdfToImagesCall, type ImageFormat, type PdfToImagesSettings } from '../../../contract/pdf-to-images';
import type { ToolScreenProps } from '../../tool-definition';
import { imagesTexts } from './texts';
import { PdfImageOptions } from './PdfImageOptions';

/** The Images tab: JPG, PNG, TIFF or PSD, one per page of each PDF; the format is the address's `type`. */
export default function ImagesPanel({ tool, variant }: ToolScreenProps) {
  const [, setQuery] = useSearchParams();
  const format: ImageFormat = (imageFormats as readonly string[]).includes(variant?.id ?? '') ? variant!.id as ImageFormat : defaultPdfToImagesSettings.format;
  const [settings, setSettings] = useState<Omit<PdfToImagesSettings, 'format'>>(defaultPdfToImagesSettings);
  const change = ({ format: next, ...rest }: PdfToImagesSettings) => {
    setSettings(rest);
    if (next !== format) setQuery({ type: next }, { replace: true });
  };

  return (
    <PdfConversionPanel
      rules={variant?.upload ?? tool.upload!}
      texts={imagesTexts(format)}
      call={pdfToImagesCall}
      settings={{ ...settings, format }}
      invalid={(pageCount) => !pagesReady(settings.pages, pageCount)}
      zipSuffix={format}
      options={({ pageCount, disabled }) => <PdfImageOptions settings={{ ...settings, format }} onChange={change} disabled={disabled} pageCount={pageCount} />}
    />
  );
}
