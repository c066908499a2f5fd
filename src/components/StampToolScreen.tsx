import { useState, type ReactNode } from 'react';
import { ToolPage } from './ToolPage';
import { UploadWidget } from './UploadWidget';
import { FileCard } from './FileCard';
import { ProcessingWidget } from './ProcessingWidget';
import { useBatch } from './use-batch';
import { DownloadCard } from './DownloadCard';
import { StampPreviewPanel } from './StampPreviewPanel';
import type { GuideContent } from './ToolGuide';
import { useSingleFile } from './use-single-file';
import { useStampPreview } from './use-stamp-preview';
import { postFiles } from '../api/client';
import type { ResultItem } from '../contract/results';
import { toast } from '../state/toast-store';
import { usePdfPreview } from './use-pdf-preview';
import type { ToolDefinition } from '../tools/tool-definition';

export interface StampTexts {
  uploadTitle: string;
  uploadedTitle: string;
  uploadedText: string;
  settingsTitle: string;
  action: string;
  /** For notices: 'Folio repaired it before <verb>'. */
  verb: string;
  jobLabel: (name: string) => string;
  resultTitle: string;
  download: string;
  successTitle: string;
  successText: (stamped: number, pages: number) => string;
  previewSubject: string;
}

interface StampToolScreenProps {
  tool: ToolDefinition;
  texts: StampTexts;
  guide: GuideContent;
  /** The API call, e.g. 'add-page-numbers'. */
  endpoint: string;
  query: Record<string, string>;
  /** Files sent besides the PDF, by form field (e.g. the watermark `image`). */
  otherFields?: Record<string, File | undefined>;
  /** The settings form; it gets the page count once the file is read. */
  settings: (pageCount: number | undefined) => ReactNode;
  /** A setting the form shows as wrong: the run waits until it is fixed. */
  blocked?: boolean;
}

// CSS pixels; the enlarged preview spans both columns.
const PREVIEW_WIDTH = 420;
const LARGE_PREVIEW_WIDTH = 860;

/**
 * The screen of a tool that stamps one PDF (page numbers, watermark): upload, the file card,
 * settings beside a live preview of the real page, the run with progress, and the download.
 */
export function StampToolScreen(props: StampToolScreenProps) {
  const { tool, texts, guide, query, otherFields = {} } = props;
  const requestKey = JSON.stringify([query, Object.values(otherFields).map((field) => field && [field.name, field.size, field.lastModified])]);
  const single = useSingleFile(tool.upload!, { uploadedTitle: texts.uploadedTitle, uploadedText: texts.uploadedText });
  return (
    <ToolPage title={tool.title} description={tool.description} guide={guide} relatedToolIds={tool.relatedCardIds}>
      {single.entry
        ? <StampWorkspace key={single.entry.id} {...props} file={single.entry.file} single={single} requestKey={requestKey} />
        : <UploadWidget {...tool.upload} onFiles={single.choose} title={texts.uploadTitle} />}
    </ToolPage>
  );
}

interface StampWorkspaceProps extends StampToolScreenProps {
  file: File;
  single: ReturnType<typeof useSingleFile>;
  requestKey: string;
}

function StampWorkspace({ texts, endpoint, query, otherFields = {}, settings, blocked = false, file, single, requestKey }: StampWorkspaceProps) {
  const { clear, pageCount } = single;
  // The file as the API knows it (its preview id): the stamp preview names it instead of sending it again.
  const pdfPreview = usePdfPreview(file);
  const [large, setLarge] = useState(false);
  // The preview is the real call's twin: same endpoint, settings and extra files, the file named by id.
  const preview = useStampPreview(pdfPreview, requestKey, { endpoint, query, otherFields }, large ? LARGE_PREVIEW_WIDTH : PREVIEW_WIDTH);

  const batch = useBatch<ResultItem>({
    jobs: [{ key: requestKey, label: texts.jobLabel(file.name), files: [file] }],
    run: (job, context) => postFiles(endpoint, job.files, context, query, otherFields),
    verb: texts.verb,
    onComplete: ([{ items: [first] }]) => toast({ title: texts.successTitle, description: texts.successText(first.stampedPages ?? 0, first.pages ?? 0) }),
  });
  const { running, results: [result] } = batch;

  return (
    <div className="space-y-6">
      <FileCard file={file} onRemove={clear} removeDisabled={running} />
      <div className="grid gap-6 md:grid-cols-2">
        <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="stamp-settings">
          <h2 id="stamp-settings" className="mb-4 text-lg font-semibold text-slate-900">{texts.settingsTitle}</h2>
          {/* Locked while the job runs: the job works with the settings it started with. */}
          <fieldset disabled={running} className="space-y-5">{settings(pageCount)}</fieldset>
        </section>
        <div className={large ? 'md:order-first md:col-span-2' : 'md:sticky md:top-20 md:self-start'}>
          <StampPreviewPanel preview={preview} subject={texts.previewSubject} large={large} onToggleSize={() => setLarge(!large)} />
        </div>
      </div>
      <ProcessingWidget batch={batch} actionLabel={texts.action} disabled={blocked} />
      {result && <DownloadCard title={texts.resultTitle} result={result} downloadLabel={texts.download} />}
    </div>
  );
}
