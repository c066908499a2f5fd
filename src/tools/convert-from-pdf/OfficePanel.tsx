import { useState } from 'react';
import { PagesToConvertField, pagesReady } from '../../components/PagesToConvertField';
import { PdfConversionPanel } from '../../components/PdfConversionPanel';
import type { ApiCall } from '../../contract/api-call';
import type { ConvertFromPdfAnswer } from '../../contract/convert-from-pdf';
import {
  defaultPdfToOfficeSettings, pdfToCsvCall, pdfToExcelCall, pdfToHtmlCall, pdfToMarkdownCall, pdfToPowerpointCall, pdfToWordCall, type PdfToOfficeSettings,
} from '../../contract/pdf-to-office';
import type { ToolScreenProps } from '../tool-definition';
import { officeDescriptions, officeTexts, scannedHint, type OfficeKind } from './office-texts';

const calls: Record<OfficeKind, ApiCall<PdfToOfficeSettings, ConvertFromPdfAnswer>> = {
  word: pdfToWordCall, powerpoint: pdfToPowerpointCall, excel: pdfToExcelCall, markdown: pdfToMarkdownCall, csv: pdfToCsvCall, html: pdfToHtmlCall,
};

/** The Word, PowerPoint, Excel, Markdown, CSV and HTML tabs: the same form, the pages to convert. */
export function OfficePanel({ tool, variant, kind }: ToolScreenProps & { kind: OfficeKind }) {
  const [pages, setPages] = useState(defaultPdfToOfficeSettings.pages);
  return (
    <PdfConversionPanel
      rules={variant?.upload ?? tool.upload!}
      texts={officeTexts(kind)}
      call={calls[kind]}
      settings={{ pages }}
      invalid={(pageCount) => !pagesReady(pages, pageCount)}
      zipSuffix={kind}
      options={({ pageCount, disabled }) => (
        <>
          <p className="text-slate-700">{officeDescriptions[kind]}</p>
          <PagesToConvertField value={pages} onChange={setPages} pageCount={pageCount} disabled={disabled} />
          <p className="text-sm text-slate-500">{scannedHint}</p>
        </>
      )}
    />
  );
}
