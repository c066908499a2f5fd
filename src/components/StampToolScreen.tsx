import { useState, type ReactNode } from 'react';
import { ToolPage } from './ToolPage';
import { UploadWidget } from './UploadWidget';
import { ChosenFiles } from './ChosenFiles';
import { ProcessingWidget } from './ProcessingWidget';
import { useBatch, type JobOutcome } from './use-batch';
import { DownloadCard } from './DownloadCard';
import { ResultDownloads } from './ResultDownloads';
import { StampPreviewPanel } from './StampPreviewPanel';
import type { GuideContent } from './ToolGuide';
import { useFileListTool } from './use-file-list-tool';
import { useStampPreview } from './use-stamp-preview';
import { usePdfPreview } from './use-pdf-preview';
import { callApi } from '../api/call-api';
import type { ApiCall } from '../contract/api-call';
import { batchZipName } from '../contract/output-names';
import type { StampAnswer, StampAnswerItem } from '../contract/stamp-results';
import { summarizeBatch } from '../lib/batch-summary';
import { toast } from '../state/toast-store';
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
  /** Of several files: the summary toast's title, and its words for the files that came out ('3 files numbered'). */
  batchTitle: string;
  batchDone: (count: number) => string;
  previewSubject: string;
}

interface StampToolScreenProps<Settings> {
  tool: ToolDefinition;
  texts: StampTexts;
  guide: GuideContent;
  /** The typed call every file is sent with; its preview is the same call's twin. */
  call: ApiCall<Settings, StampAnswer>;
  settings: Settings;
  /** What results are called after their input ('numbered'): the ZIP of several is named with it. */
  outputSuffix: string;
  /** The settings form; it gets the page count of the file once read (of one file: typed pages are checked against it). */
  form: (pageCount: number | undefined) => ReactNode;
  /** A setting the form shows as wrong: the run waits until it is fixed. */
  blocked?: boolean;
}

// CSS pixels; the enlarged preview spans both columns.
const PREVIEW_WIDTH = 420;
const LARGE_PREVIEW_WIDTH = 860;

/**
 * The screen of a tool that stamps PDFs (page numbers, watermark): upload, the file cards, one
 * settings form for every file beside a live preview of the first file's real page, the run (one
 * job per file, each with its progress) and the downloads: one file's card, or each file's result
 * and Download all.
 */
export function StampToolScreen<Settings>(props: StampToolScreenProps<Settings>) {
  const { tool, texts, guide } = props;
  const rules = tool.upload!;
  const list = useFileListTool(rules, { announce: { title: texts.uploadedTitle, description: texts.uploadedText } });
  return (
    <ToolPage title={tool.title} description={tool.description} guide={guide} relatedToolIds={tool.relatedCardIds}>
      {list.files.length === 0
        ? <UploadWidget {...rules} onFiles={list.append} title={texts.uploadTitle} />
        : <StampWorkspace {...props} list={list} />}
    </ToolPage>
  );
}

interface StampWorkspaceProps<Settings> extends StampToolScreenProps<Settings> {
  list: ReturnType<typeof useFileListTool>;
}

function StampWorkspace<Settings>({ tool, texts, call, settings, outputSuffix, form, blocked = false, list }: StampWorkspaceProps<Settings>) {
  const { files, append, removeById, fileErrors } = list;
  const several = files.length > 1;
  const first = files[0].file;
  // The first file as the API knows it (its preview id): the stamp preview names it instead of sending it again.
  const firstPreview = usePdfPreview(first);
  const [large, setLarge] = useState(false);
  const requestKey = settingsKey(call, settings);
  // The preview is the real call's twin: same call and settings, the file named by id.
  const preview = useStampPreview(firstPreview, requestKey, { call, settings }, large ? LARGE_PREVIEW_WIDTH : PREVIEW_WIDTH);

  const batch = useBatch<StampAnswerItem>({
    // One job per file; a result made with other settings is stale.
    jobs: files.map((entry) => ({ key: `${entry.id}:${requestKey}`, label: texts.jobLabel(entry.file.name), files: [entry.file] })),
    run: (job, context) => callApi(call, job.files, settings, context),
    verb: texts.verb,
    // Two files at once: the document engine runs two workers (workers/document/descriptor.ts).
    concurrency: 2,
    onComplete: (outcomes) => toast(completionToast(outcomes, texts)),
  });
  const { running } = batch;
  const single = several ? undefined : batch.results[0];

  return (
    <div className="space-y-6">
      <ChosenFiles files={files} rules={tool.upload!} onAdd={append} onRemove={removeById} disabled={running} errors={fileErrors} />
      <div className="grid gap-6 md:grid-cols-2">
        <section className="rounded-2xl border border-slate-200 bg-surface p-5 shadow-sm" aria-labelledby="stamp-settings">
          <h2 id="stamp-settings" className="mb-4 text-lg font-semibold text-slate-900">{texts.settingsTitle}</h2>
          {/* Locked while the jobs run: they work with the settings they started with. */}
          <fieldset disabled={running} className="space-y-5">
            {/* Typed pages are checked against the one file's page count; of several, each run checks its own. */}
            {form(several ? undefined : firstPreview?.pageCount)}
          </fieldset>
        </section>
        <div className={large ? 'md:order-first md:col-span-2' : 'md:sticky md:top-20 md:self-start'}>
          <StampPreviewPanel
            preview={preview}
            subject={texts.previewSubject}
            large={large}
            onToggleSize={() => setLarge(!large)}
            fileName={several ? first.name : undefined}
          />
        </div>
      </div>
      <ProcessingWidget
        batch={batch}
        actionLabel={texts.action}
        disabled={blocked}
        describeResult={(items) => <StampResultLines items={items} texts={texts} />}
        zipName={batchZipName(files.map((entry) => entry.file.name), outputSuffix)}
      />
      {single && <DownloadCard title={texts.resultTitle} result={single} downloadLabel={texts.download} />}
    </div>
  );
}

/** One file's result among several: its download, and how many of its pages got the stamp. */
function StampResultLines({ items, texts }: { items: StampAnswerItem[]; texts: StampTexts }) {
  return (
    <div className="space-y-1">
      <ResultDownloads results={items} />
      {items.map((item) => (
        <p key={item.url} className="text-xs text-slate-500">{texts.successText(item.stampedPages, item.pages ?? 0)}</p>
      ))}
    </div>
  );
}

/** The spec's words for one file; for several, one summary ('3 files numbered; 1 could not be read'). */
function completionToast(outcomes: Array<JobOutcome<StampAnswerItem>>, texts: StampTexts) {
  if (outcomes.length > 1) return { title: texts.batchTitle, description: summarizeBatch(outcomes, texts.batchDone) };
  const [item] = outcomes[0].items;
  return { title: texts.successTitle, description: texts.successText(item.stampedPages, item.pages ?? 0) };
}

/**
 * Names the settings as the call sends them: the query, and each form field (a picture by its
 * name, size and date, not its bytes). Results and previews made with other settings are stale.
 */
function settingsKey<Settings>(call: ApiCall<Settings, unknown>, settings: Settings): string {
  const { query, fields = {} } = call.write(settings);
  const fieldKeys = Object.entries(fields).map(([name, value]) => [
    name, value instanceof File ? [value.name, value.size, value.lastModified] : value instanceof Blob ? [value.type, value.size] : value,
  ]);
  return JSON.stringify([query, fieldKeys]);
}
