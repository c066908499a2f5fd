import { ToolPage } from '../../components/ToolPage';
import { PageSelectionTool } from '../../components/PageSelectionTool';
import { screenAt } from '../registry';
import { removeEveryPage, removeGuide, removeTexts } from './remove-texts';

const screen = screenAt('/remove-pages');

export default function RemovePagesScreen() {
  return (
    <ToolPage title={screen.title} description={screen.description} guide={removeGuide} relatedToolIds={screen.relatedToolIds}>
      <PageSelectionTool
        rules={screen.upload!}
        texts={removeTexts}
        endpoint="remove-pages"
        tone="remove"
        refuse={(pages, pageCount) => (pages.length === pageCount ? removeEveryPage : undefined)}
        zipName={(fileName) => fileName.replace(/\.pdf$/i, '.zip')}
      />
    </ToolPage>
  );
}
