import { useEffect, useMemo, useState } from 'react';
import { ToolPage } from '../../components/ToolPage';
import { UploadWidget } from '../../components/UploadWidget';
import { ChosenFiles } from '../../components/ChosenFiles';
import { ProcessingWidget } from '../../components/ProcessingWidget';
import { DownloadCard } from '../../components/DownloadCard';
import { PageGrid, type GridPage } from '../../components/PageGrid';
import { useFileListTool } from '../../components/use-file-list-tool';
import { useBatch } from '../../components/use-batch';
import { useFileAnswer } from '../../components/use-file-answer';
import { FileAnswerStatus } from '../../components/FileAnswerStatus';
import { callApi } from '../../api/call-api';
import { toast } from '../../state/toast-store';
import { summarizeBatch } from '../../lib/batch-summary';
import { batchZipName } from '../../contract/output-names';
import { PAGE_LABELS_SUFFIX, pageLabels, pageLabelsCall, readPageLabelsCall, type PageLabelRange } from '../../contract/page-labels';
import type { ToolScreenProps } from '../tool-definition';
import { PageLabelOptions, rangesProblem } from './PageLabelOptions';
import { labelsGuide, labelsTexts as text } from './texts';

export default function PageLabelsScreen({ tool }: ToolScreenProps) {
  const rules = tool.upload!;
  const { files, append, removeById, fileErrors } = useFileListTool(rules, { announce: { title: 'PDF uploaded', description: text.uploaded } });
  const single = files.length === 1 ? files[0].file : undefined;
  const labels = useFileAnswer(readPageLabelsCall, single);
  const read = labels?.status === 'read' ? labels.answer : undefined;
  const [ranges, setRanges] = useState<PageLabelRange[]>([]);
  // The one file starts from its own labels; several files from none.
  useEffect(() => setRanges(read?.ranges ?? []), [read]);
  const problem = rangesProblem({ ranges }, read?.pageCount);

  const batch = useBatch({
    jobs: files.map((entry) => ({ key: `${entry.id}:${JSON.stringify(ranges)}`, label: text.jobLabel(entry.file.name), files: [entry.file] })),
    run: (job, context) => callApi(pageLabelsCall, job.files, { ranges }, context),
    verb: text.verb,
    concurrency: 2,
    onComplete: (outcomes) => toast(outcomes.length === 1
      ? { title: text.successTitle }
      : { title: text.batchTitle, description: summarizeBatch(outcomes, text.batchDone) }),
  });

  const gridPages = useMemo<GridPage[]>(() => {
    if (!read) return [];
    const shown = problem ? [] : pageLabels({ ranges }, read.pageCount);
    return Array.from({ length: read.pageCount }, (_, index) => ({ id: String(index + 1), pageNumber: index + 1, caption: shown[index] }));
  }, [read, ranges, problem]);

  return (
    <ToolPage title={tool.title} description={tool.description} guide={labelsGuide} relatedToolIds={tool.relatedCardIds}>
      {files.length === 0 ? (
        <UploadWidget {...rules} onFiles={append} title={text.uploadTitle} />
      ) : (
        <div className="space-y-6">
          <ChosenFiles files={files} rules={rules} onAdd={append} onRemove={removeById} disabled={batch.running} errors={fileErrors} />
          <section className="space-y-3 rounded-2xl border border-slate-200 bg-surface p-3 shadow-sm sm:p-5">
            <FileAnswerStatus state={labels} reading={text.reading} failed={text.readFailed} />
            {!single && <p className="text-sm text-slate-600">{text.several}</p>}
            {read && read.ranges.length > 0 && <p className="text-sm text-slate-600">{text.hadLabels}</p>}
            {(!single || read) && <PageLabelOptions settings={{ ranges }} onChange={(next) => setRanges(next.ranges)} pageCount={read?.pageCount} disabled={batch.running} />}
          </section>
          <ProcessingWidget
            batch={batch}
            actionLabel={text.action}
            zipName={batchZipName(files.map((entry) => entry.file.name), PAGE_LABELS_SUFFIX)}
            disabled={Boolean(problem) || (Boolean(single) && !read)}
          />
          {single && batch.results.length === 1 && <DownloadCard title={text.resultTitle} result={batch.results[0]} downloadLabel={text.download} />}
          {single && read && (
            <section aria-labelledby="labelled-pages">
              <h2 id="labelled-pages" className="mb-3 text-lg font-semibold text-slate-900">{text.pagesTitle}</h2>
              <PageGrid file={single} pages={gridPages} label={text.gridLabel(single.name)} />
            </section>
          )}
        </div>
      )}
    </ToolPage>
  );
}
