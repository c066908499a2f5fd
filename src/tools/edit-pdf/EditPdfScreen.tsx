import { useState } from 'react';
import { Loader2 } from 'lucide-react';
import { ToolPage } from '../../components/ToolPage';
import { UploadWidget } from '../../components/UploadWidget';
import { SinglePdfCard } from '../../components/SinglePdfCard';
import { useSingleFile } from '../../components/use-single-file';
import type { ToolScreenProps } from '../tool-definition';
import { PdfEditor } from './PdfEditor';
import { ComparePanel } from './ComparePanel';
import { PasswordToolPage } from './PasswordToolPage';
import { startingTool } from './tools/tool-ids';
import { editorGuide, editorTexts as text } from './texts';

/**
 * The PDF editor; each card opens it on its own tool (`/edit-pdf?tool=sign`), plain /edit-pdf on text.
 * Protect and Unlock work on many files at once; the editor's other tools on one document.
 */
export default function EditPdfScreen(props: ToolScreenProps) {
  const variantId = props.variant?.id ?? 'edit';
  if (variantId === 'protect' || variantId === 'unlock') return <PasswordToolPage {...props} kind={variantId} />;
  return <DocumentEditorPage {...props} variantId={variantId} />;
}

/** One document, open in the editor on the card's tool (or compared with another version). */
function DocumentEditorPage({ tool, variant, variantId }: ToolScreenProps & { variantId: string }) {
  const rules = { ...(variant?.upload ?? tool.upload!), wrongTypeMessage: text.invalidText };
  const { entry, file, choose, clear, pageCount, problem, encrypted } = useSingleFile(rules, { uploadedTitle: text.loadedTitle, uploadedText: text.loadedText });
  const [running, setRunning] = useState(false);

  let body;
  if (!file) body = <UploadWidget {...rules} onFiles={choose} title={text.uploadTitle} />;
  else if (problem) body = <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">{problem}</p>;
  else if (variantId === 'compare') body = <ComparePanel key={entry!.id} file={file} rules={rules} onRunningChange={setRunning} />;
  else if (pageCount === undefined) body = <Loader2 className="mx-auto size-8 animate-spin text-slate-300" aria-label="Opening the PDF" />;
  // Keyed by the variant too: another card on the same file opens the editor afresh on that card's tool.
  else body = <PdfEditor key={`${entry!.id}-${variantId}`} file={file} pageCount={pageCount} startTool={startingTool[variantId] ?? 'text'} onRunningChange={setRunning} />;

  // Once the file is open in the editor, the window is the editor's: the page, the tools and the properties in view together.
  const workspace = Boolean(file) && !problem && variantId !== 'compare' && pageCount !== undefined;
  const title = variant?.title ?? tool.title;
  const description = variant?.description ?? tool.description;
  if (workspace) {
    return (
      <ToolPage title={title} description={description} guide={editorGuide} relatedToolIds={tool.relatedCardIds} workspace
        headerExtra={<SinglePdfCard file={file!} onRemove={clear} disabled={running} compact />}>
        {body}
      </ToolPage>
    );
  }
  return (
    <ToolPage title={title} description={description} guide={editorGuide} relatedToolIds={tool.relatedCardIds}>
      <div className="space-y-6">
        {file && <SinglePdfCard file={file} onRemove={clear} disabled={running} />}
        {encrypted && file && <p className="text-sm text-slate-600">{text.unlock.hint}</p>}
        {body}
      </div>
    </ToolPage>
  );
}
