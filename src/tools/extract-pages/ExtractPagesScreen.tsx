import { useState } from 'react';
import { ToolPage } from '../../components/ToolPage';
import { PageSelectionTool } from '../../components/PageSelectionTool';
import { screenAt } from '../registry';
import { extractGuide, extractTexts, individualHint, individualLabel } from './extract-texts';

const screen = screenAt('/extract-pages');

export default function ExtractPagesScreen() {
  const [individual, setIndividual] = useState(false);
  return (
    <ToolPage title={screen.title} description={screen.description} guide={extractGuide} relatedToolIds={screen.relatedToolIds}>
      <PageSelectionTool
        rules={screen.upload!}
        texts={extractTexts}
        endpoint="extract-pages"
        tone="keep"
        extraQuery={individual ? { individual: 'true' } : {}}
        extraOptions={(disabled) => (
          <label className="mt-4 flex items-start gap-3 text-slate-800">
            <input type="checkbox" className="mt-1 size-4 accent-red-600" checked={individual} disabled={disabled} onChange={(event) => setIndividual(event.target.checked)} />
            <span>
              {individualLabel}
              <span className="block text-sm text-slate-500">{individualHint}</span>
            </span>
          </label>
        )}
        zipName={(fileName) => fileName.replace(/\.pdf$/i, '-pages.zip')}
      />
    </ToolPage>
  );
}
