import { ToolPage } from '../../components/ToolPage';
import { PdfConversionPanel } from '../../components/PdfConversionPanel';
import { noSettings } from '../../contract/api-call';
import { reversePdfCall } from '../../contract/reverse-pdf';
import type { ToolScreenProps } from '../tool-definition';
import { reverseGuide, reverseSummary, reverseTexts } from './texts';

export default function ReversePdfScreen({ tool }: ToolScreenProps) {
  return (
    <ToolPage title={tool.title} description={tool.description} guide={reverseGuide} relatedToolIds={tool.relatedCardIds}>
      <PdfConversionPanel
        rules={tool.upload!}
        texts={reverseTexts}
        call={reversePdfCall}
        settings={noSettings}
        zipSuffix="reversed"
        options={({ pageCount }) => <p className="text-slate-700" data-testid="reverse-summary">{reverseSummary(pageCount)}</p>}
      />
    </ToolPage>
  );
}
