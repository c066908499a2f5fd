import { useEffect, useMemo, useState } from 'react';
import { ToolPage } from '../../components/ToolPage';
import { UploadWidget } from '../../components/UploadWidget';
import { FileCard } from '../../components/FileCard';
import { PageGrid, type GridPage } from '../../components/PageGrid';
import { ProcessingWidget, type ProcessingJob, type RunContext } from '../../components/ProcessingWidget';
import { ResultFileList } from '../../components/ResultFileList';
import { useReleasedResults } from '../../components/use-released-results';
import { useSingleFile } from '../../components/use-single-file';
import { postFiles } from '../../api/client';
import { toast } from '../../state/toast-store';
import type { ToolScreenProps } from '../tool-definition';
import { SplitOptions } from './SplitOptions';
import { defaultSplitSettings, splitEveryValue, splitQuery } from '../../contract/split-pdf';
import { splitFileCount } from './split-plan';
import { splitGuide, splitTexts as text } from './texts';

export default function SplitPdfScreen({ tool }: ToolScreenProps) {
  const rules = tool.upload!;
  const { file, choose, clear, pageCount, problem, encrypted } = useSingleFile(rules, { uploadedText: text.uploaded });
  // `every` is kept as typed; the contract's rule turns it into a number for the query and the plan.
  const [settings, setSettings] = useState({
    mode: defaultSplitSettings.mode, range: defaultSplitSettings.range, every: String(defaultSplitSettings.every),
  });
  const [running, setRunning] = useState(false);
  const [results, setResults] = useReleasedResults();
  const query = splitQuery({ ...settings, every: splitEveryValue(settings.every) });
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
      <ToolPage title={tool.title} description={tool.description} guide={splitGuide} relatedToolIds={tool.relatedCardIds}>
        <UploadWidget {...rules} onFiles={choose} title={text.uploadTitle} />
      </ToolPage>
    );
  }

  const job: ProcessingJob = { key: `${file.name}:${settingsKey}`, label: text.jobLabel(file.name), files: [file] };
  const run = (current: ProcessingJob, { signal, jobId }: RunContext) => postFiles('split-pdf', current.files, { signal, jobId }, query);

  return (
    <ToolPage title={tool.title} description={tool.description} guide={splitGuide} relatedToolIds={tool.relatedCardIds}>
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
