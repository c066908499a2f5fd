import { useEffect, useMemo, useState } from 'react';
import { ToolPage } from '../../components/ToolPage';
import { UploadWidget } from '../../components/UploadWidget';
import { FileCard } from '../../components/FileCard';
import { PageGrid, type GridPage } from '../../components/PageGrid';
import { ProcessingWidget, type ProcessingJob, type RunContext } from '../../components/ProcessingWidget';
import { ResultFileList } from '../../components/ResultFileList';
import { useReleasedResults } from '../../components/use-released-results';
import { useSinglePdf } from '../../components/use-single-pdf';
import { postFiles } from '../../api/client';
import { toast } from '../../state/toast-store';
import { screenAt } from '../registry';
import { SplitOptions } from './SplitOptions';
import { splitEveryValue } from '../../contract/split-pdf';
import { splitFileCount, type SplitMode } from './split-plan';
import { splitGuide, splitTexts as text } from './split-texts';

const screen = screenAt('/split-pdf');
const rules = screen.upload!;

export default function SplitPdfScreen() {
  const { file, append, clear, pageCount, problem, encrypted } = useSinglePdf(rules, { uploadedText: text.uploaded });
  const [settings, setSettings] = useState({ mode: 'range' as SplitMode, range: '', every: '1' });
  const [running, setRunning] = useState(false);
  const [results, setResults] = useReleasedResults();
  const query: Record<string, string> = settings.mode === 'range'
    ? { mode: 'range', range: settings.range }
    : { mode: 'every', every: String(splitEveryValue(settings.every)) };
  const settingsKey = new URLSearchParams(query).toString();
  // A result made from another file or other settings no longer matches what the screen shows.
  useEffect(() => setResults([]), [file, settingsKey, setResults]);

  const gridPages = useMemo<GridPage[]>(
    () => Array.from({ length: pageCount ?? 0 }, (_, index) => ({ id: String(index + 1), pageNumber: index + 1 })),
    [pageCount],
  );
  const plan = pageCount ? splitFileCount(settings.mode, settings.range, settings.every, pageCount) : { count: undefined, error: undefined };

  if (!file) {
    return (
      <ToolPage title={screen.title} description={screen.description} guide={splitGuide} relatedToolIds={screen.relatedToolIds}>
        <UploadWidget {...rules} onFiles={append} title={text.uploadTitle} hint={text.uploadHint} />
      </ToolPage>
    );
  }

  const job: ProcessingJob = { key: `${file.name}:${settingsKey}`, label: text.jobLabel(file.name), files: [file] };
  const run = (current: ProcessingJob, { signal, jobId }: RunContext) => postFiles('split-pdf', current.files, { signal, jobId }, query);

  return (
    <ToolPage title={screen.title} description={screen.description} guide={splitGuide} relatedToolIds={screen.relatedToolIds}>
      <div className="space-y-6">
        <FileCard file={file} onRemove={clear} removeDisabled={running} />
        {problem && <p className="text-red-600" role="alert" data-testid="file-problem">{problem}</p>}
        <section className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5">
          <SplitOptions
            {...settings}
            onChange={(change) => setSettings((previous) => ({ ...previous, ...change }))}
            error={plan.error}
            fileCount={plan.count}
            disabled={running}
          />
        </section>
        <ProcessingWidget
          jobs={[job]}
          run={run}
          actionLabel={text.action}
          verb={text.verb}
          onRunningChange={setRunning}
          // Without a page count (a file pdf.js could not read) the engine checks the settings itself;
          // it may still read a damaged file, but never an encrypted one.
          disabled={encrypted || (!pageCount && !problem) || Boolean(plan.error) || (settings.mode === 'range' && !settings.range.trim())}
          onComplete={(items) => {
            setResults(items);
            toast({ title: text.successTitle, description: text.successText(items.length) });
          }}
        />
        {results.length > 0 && <ResultFileList title={text.resultsTitle} results={results} zipName={file.name.replace(/\.pdf$/i, '-split.zip')} />}
        {pageCount !== undefined && (
          <section aria-labelledby="split-pages">
            <h2 id="split-pages" className="mb-3 text-lg font-semibold text-slate-900">{text.pagesTitle}</h2>
            <PageGrid file={file} pages={gridPages} label={text.gridLabel(file.name)} />
          </section>
        )}
      </div>
    </ToolPage>
  );
}
