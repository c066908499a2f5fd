import { ToolPage } from '../../components/ToolPage';
import { PageSelectionTool } from '../../components/PageSelectionTool';
import type { ToolScreenProps } from '../tool-definition';
import { outputFilename } from '../../contract/output-names';
import { removePagesCall } from '../../contract/remove-pages';
import { removeEveryPage, removeGuide, removeTexts } from './texts';

export default function RemovePagesScreen({ tool }: ToolScreenProps) {
  return (
    <ToolPage title={tool.title} description={tool.description} guide={removeGuide} relatedToolIds={tool.relatedCardIds}>
      <PageSelectionTool
        rules={tool.upload!}
        texts={removeTexts}
        call={removePagesCall}
        settings={(pages) => ({ pages })}
        tone="remove"
        refuse={(pages, pageCount) => (pages.length === pageCount ? removeEveryPage : undefined)}
        zipName={(fileName) => outputFilename(fileName, 'pages-removed', 'zip')}
      />
    </ToolPage>
  );
}
