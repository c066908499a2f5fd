import { useState } from 'react';
import { PagesToConvertField, pagesReady } from '../../components/PagesToConvertField';
import { PdfConversionPanel } from '../../components/PdfConversionPanel';
import { CONVERT_FROM_PDF_PATH } from '../../contract/convert-from-pdf';
import { fileStem } from '../../contract/output-names';
import { defaultPdfToOfficeSettings, pdfToOfficeQuery } from '../../contract/pdf-to-office';
import type { ToolScreenProps } from '../tool-definition';
import { officeDescriptions, officeTexts, scannedHint, type OfficeKind } from './office-texts';

/** The Word, PowerPoint and Excel tabs: the same form, the pages to convert. */
export function OfficePanel({ tool, kind }: ToolScreenProps & { kind: OfficeKind }) {
  const [pages, setPages] = useState(defaultPdfToOfficeSettings.pages);
  return (
    <PdfConversionPanel
      rules={tool.upload!}
      texts={officeTexts(kind)}
      endpoint={CONVERT_FROM_PDF_PATH.replace('/api/', '')}
      query={pdfToOfficeQuery(kind, { pages })}
      invalid={(pageCount) => !pagesReady(pages, pageCount)}
      zipName={(fileName) => `${fileStem(fileName)}-${kind}.zip`}
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
