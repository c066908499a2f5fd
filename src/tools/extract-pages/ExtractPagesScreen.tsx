import { useState } from 'react';
import { ToolPage } from '../../components/ToolPage';
import { PageSelectionTool } from '../../components/PageSelectionTool';
import type { ToolScreenProps } from '../tool-definition';
import { defaultExtractPagesSettings, extractPagesCall } from '../../contract/extract-pages';
import { outputFilename } from '../../contract/output-names';
import { extractGuide, extractTexts, individualHint, individualLabel } from './texts';

export default function ExtractPagesScreen({ tool }: ToolScreenProps) {
  const [individual, setIndividual] = useState(defaultExtractPagesSettings.individual);
  return (
    <ToolPage title={tool.title} description={tool.description} guide={extractGuide} relatedToolIds={tool.relatedCardIds}>
      <PageSelectionTool
        rules={tool.upload!}
        texts={extractTexts}
        call={extractPagesCall}
        tone="keep"
        settings={(pages) => ({ pages, individual })}
        extraOptions={(disabled) => (
          <label className="mt-4 flex items-start gap-3 text-slate-800">
            <input type="checkbox" className="mt-1 size-4 accent-red-600" checked={individual} disabled={disabled} onChange={(event) => setIndividual(event.target.checked)} />
            <span>
              {individualLabel}
              <span className="block text-sm text-slate-500">{individualHint}</span>
            </span>
          </label>
        )}
        zipName={(fileName) => outputFilename(fileName, 'pages', 'zip')}
      />
    </ToolPage>
  );
}
