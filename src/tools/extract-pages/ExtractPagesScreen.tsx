import { useState } from 'react';
import { ToolPage } from '../../components/ToolPage';
import { PageSelectionTool } from '../../components/PageSelectionTool';
import type { ToolScreenProps } from '../tool-definition';
import { defaultExtractPagesSettings, extractPagesCall } from '../../contract/extract-pages';
import { outputFilename } from '../../contract/output-names';
import { IndividualField } from './IndividualField';
import { extractGuide, extractTexts } from './texts';

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
        extraOptions={(disabled) => <IndividualField checked={individual} onChange={setIndividual} disabled={disabled} />}
        zipName={(fileName) => outputFilename(fileName, 'pages', 'zip')}
      />
    </ToolPage>
  );
}
