import { useState } from 'react';
import { pagesReady } from '../../../components/PagesToConvertField';
import { PdfConversionPanel } from '../../../components/PdfConversionPanel';
import { dataFormats, defaultPdfToDataSettings, pdfToDataCall, type DataFormat, type PdfToDataSettings } from '../../../contract/pdf-to-data';
import type { ToolScreenProps } from '../../tool-definition';
import { DataOptions } from './DataOptions';
import { dataTexts } from './texts';

/** The data formats (chosen with the screen's selector): Base64, raw text, JSON, XML or YAML. */
export default function DataPanel({ tool, variant }: ToolScreenProps) {
  const format: DataFormat = (dataFormats as readonly string[]).includes(variant?.id ?? '') ? variant!.id as DataFormat : defaultPdfToDataSettings.format;
  const [settings, setSettings] = useState<PdfToDataSettings>(defaultPdfToDataSettings);
  return (
    <PdfConversionPanel
      rules={variant?.upload ?? tool.upload!}
      texts={dataTexts(format)}
      call={pdfToDataCall}
      settings={{ ...settings, format }}
      invalid={(pageCount) => format !== 'base64' && !pagesReady(settings.pages, pageCount)}
      zipSuffix={format}
      options={({ pageCount, disabled }) => <DataOptions settings={{ ...settings, format }} onChange={setSettings} disabled={disabled} pageCount={pageCount} />}
    />
  );
}
