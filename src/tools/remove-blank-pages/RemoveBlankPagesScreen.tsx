import { useCallback, useState } from 'react';
import { ToolPage } from '../../components/ToolPage';
import { PdfConversionPanel } from '../../components/PdfConversionPanel';
import { BLANK_THRESHOLD } from '../../contract/blank-page-rule';
import { removeBlankPagesCall, type RemoveBlankPagesSettings } from '../../contract/remove-blank-pages';
import type { ToolScreenProps } from '../tool-definition';
import { BlankPagesReview, type MarkedPages } from './BlankPagesReview';
import { BlankThresholdOptions } from './BlankThresholdOptions';
import { everyPageBlank, everyPageMarked, removeBlankGuide, removeBlankTexts, severalFilesNote } from './texts';

/** Why the marked pages cannot be removed, refused before the run (no marks at all just wait: the grid says so). */
function refusal(marked: MarkedPages | undefined): string | undefined {
  if (!marked || marked.pages.length < marked.pageCount) return undefined;
  return marked.allBlank ? everyPageBlank : everyPageMarked;
}

/**
 * One file: its pages are checked first and the blank ones shown crossed out; the person changes the
 * marks, then removes exactly those. Several files: each is checked and cleaned at the threshold.
 */
export default function RemoveBlankPagesScreen({ tool }: ToolScreenProps) {
  const [threshold, setThreshold] = useState<number>(BLANK_THRESHOLD.defaultValue);
  const [marked, setMarked] = useState<MarkedPages>();
  const onMarkedChange = useCallback((next: MarkedPages | undefined) => setMarked(next), []);
  const problem = refusal(marked);
  const settings: RemoveBlankPagesSettings = { threshold, pages: marked ? marked.pages.join(',') : '' };

  return (
    <ToolPage title={tool.title} description={tool.description} guide={removeBlankGuide} relatedToolIds={tool.relatedCardIds}>
      <PdfConversionPanel
        rules={tool.upload!}
        texts={removeBlankTexts}
        call={removeBlankPagesCall}
        settings={settings}
        invalid={() => Boolean(problem) || marked?.pages.length === 0}
        zipSuffix="no-blank-pages"
        options={({ disabled, file }) => (
          <>
            <BlankThresholdOptions settings={settings} onChange={(next) => setThreshold(next.threshold)} disabled={disabled} />
            {file
              ? <BlankPagesReview file={file} threshold={threshold} disabled={disabled} onChange={onMarkedChange} />
              : <p className="text-sm text-slate-500">{severalFilesNote}</p>}
            {problem && <p className="text-red-600" role="alert" data-testid="blank-refusal">{problem}</p>}
          </>
        )}
      />
    </ToolPage>
  );
}
