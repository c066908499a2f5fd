import { useState } from 'react';
import { ToolPage } from '../../components/ToolPage';
import { PdfConversionPanel } from '../../components/PdfConversionPanel';
import { addBlankPagesCall, defaultAddBlankPagesSettings, type AddBlankPagesSettings } from '../../contract/add-blank-pages';
import type { ToolScreenProps } from '../tool-definition';
import { blankPagesProblem, BlankPageOptions } from './BlankPageOptions';
import { blankGuide, blankResultNote, blankTexts } from './texts';

export default function AddBlankPagesScreen({ tool }: ToolScreenProps) {
  const [settings, setSettings] = useState<AddBlankPagesSettings>(defaultAddBlankPagesSettings);

  return (
    <ToolPage title={tool.title} description={tool.description} guide={blankGuide} relatedToolIds={tool.relatedCardIds}>
      <PdfConversionPanel
        rules={tool.upload!}
        texts={blankTexts}
        call={addBlankPagesCall}
        settings={settings}
        zipSuffix="blank-pages"
        invalid={(pageCount) => Boolean(blankPagesProblem(settings, pageCount))}
        resultNote={blankResultNote}
        options={({ pageCount, disabled }) => <BlankPageOptions settings={settings} onChange={setSettings} disabled={disabled} pageCount={pageCount} />}
      />
    </ToolPage>
  );
}
