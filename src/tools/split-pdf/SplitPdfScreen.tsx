import { useMemo, useState } from 'react';
import { ToolPage } from '../../components/ToolPage';
import { UploadWidget } from '../../components/UploadWidget';
import { ChosenFiles } from '../../components/ChosenFiles';
import { PageGrid, type GridPage } from '../../components/PageGrid';
import { ProcessingWidget } from '../../components/ProcessingWidget';
import { ResultFileList } from '../../components/ResultFileList';
import { useFileListTool } from '../../components/use-file-list-tool';
import { useBatch } from '../../components/use-batch';
import { usePdfFacts } from '../../components/use-pdf-facts';
import { callApi } from '../../api/call-api';
import { toast } from '../../state/toast-store';
import { summarizeBatch } from '../../lib/batch-summary';
import { batchZipName } from '../../contract/output-names';
import type { ToolScreenProps } from '../tool-definition';
import { SplitOptions } from './SplitOptions';
import { defaultSplitSettings, splitPdfCall, splitQuery } from '../../contract/split-pdf';
import { formOfSettings, settingsOfForm, splitPlan, type SplitForm } from './split-plan';
import { useBookmarkStarts } from './use-bookmark-starts';
import { splitGuide, splitTexts as text } from './texts';

export default function SplitPdfScreen({ tool }: ToolScreenProps) {
  const rules = tool.upload!;
  const { files, append, removeById, fileErrors } = useFileListTool(rules, { announce: { title: 'PDF uploaded', description: text.uploaded } });
  // With one file the screen shows its pages and how many files the settings make of them.
  const single = files.length === 1 ? files[0].file : undefined;
  const { pageCount, problem, encrypted } = usePdfFacts(single);
  // Numbers are kept as typed; the contract's rules turn them into numbers for the call and the plan.
  const [form, setForm] = useState<SplitForm>(() => formOfSettings(defaultSplitSettings));
  // Split by bookmarks counts its files, or says there are none, before the split.
  const bookmarks = useBookmarkStarts(pageCount ? single : undefined, form.mode === 'bookmarks');
  const settings = settingsOfForm(form);
  const settingsKey = new URLSearchParams(splitQuery(settings)).toString();
  const batch = useBatch({
    // One job per file; a result made with other settings no longer matches what the screen shows.
    jobs: files.map((entry) => ({ key: `${entry.id}:${settingsKey}`, label: text.jobLabel(entry.file.name), files: [entry.file] })),
    run: (job, context) => callApi(splitPdfCall, job.files, settings, context),
    verb: text.verb,
    // Two files at once: the document engine runs two workers (workers/document/descriptor.ts).
    concurrency: 2,
    onComplete: (outcomes) => toast(outcomes.length === 1
      ? { title: text.successTitle, description: text.successText(outcomes[0].items.length) }
      : { title: text.batchTitle, description: summarizeBatch(outcomes, text.batchDone) }),
  });

  const gridPages = useMemo<GridPage[]>(
    () => Array.from({ length: pageCount ?? 0 }, (_, index) => ({ id: String(index + 1), pageNumber: index + 1 })),
    [pageCount],
  );
  const plan = splitPlan(form, pageCount || undefined, bookmarks);
  // Split by size: the parts made of one page larger than the limit on its own.
  const overLimit = batch.results.filter((item) => item.overLimit).map((item) => item.filename);

  return (
    <ToolPage title={tool.title} description={tool.description} guide={splitGuide} relatedToolIds={tool.relatedCardIds}>
      {files.length === 0 ? (
        <UploadWidget {...rules} onFiles={append} title={text.uploadTitle} />
      ) : (
        <div className="space-y-6">
          <ChosenFiles files={files} rules={rules} onAdd={append} onRemove={removeById} disabled={batch.running} errors={fileErrors} />
          {problem && <p className="text-red-600" role="alert" data-testid="file-problem">{problem}</p>}
          <section className="rounded-2xl border border-slate-200 bg-surface p-3 shadow-sm sm:p-5">
            <SplitOptions
              form={form}
              onChange={(change) => setForm((previous) => ({ ...previous, ...change }))}
              error={plan.error}
              fileCount={plan.count}
              disabled={batch.running}
            />
          </section>
          <ProcessingWidget
            batch={batch}
            actionLabel={text.action}
            zipName={batchZipName(files.map((entry) => entry.file.name), 'split')}
            // Without a page count (a file pdf.js could not read) the engine checks the settings itself;
            // it may still read a damaged file, but never an encrypted one.
            disabled={encrypted || (Boolean(single) && !pageCount && !problem) || Boolean(plan.error) || (form.mode === 'range' && !form.range.trim())}
          />
          {single && batch.results.length > 0 && (
            <ResultFileList title={text.resultsTitle} results={batch.results} zipName={batchZipName([single.name], 'split')} />
          )}
          {overLimit.length > 0 && (
            <p className="text-sm text-amber-800" data-testid="split-over-limit">{text.overLimit(overLimit, settings.maxMegabytes!)}</p>
          )}
          {single && pageCount !== undefined && (
            <section aria-labelledby="split-pages">
              <h2 id="split-pages" className="mb-3 text-lg font-semibold text-slate-900">{text.pagesTitle}</h2>
              <PageGrid file={single} pages={gridPages} label={text.gridLabel(single.name)} />
            </section>
          )}
        </div>
      )}
    </ToolPage>
  );
}
