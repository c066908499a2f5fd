import { ToolPage } from '../../components/ToolPage';
import { UploadWidget } from '../../components/UploadWidget';
import { ProcessingWidget } from '../../components/ProcessingWidget';
import { ChosenFiles } from '../../components/ChosenFiles';
import { DownloadCard } from '../../components/DownloadCard';
import { useFileListTool } from '../../components/use-file-list-tool';
import { useBatch, type Batch, type JobOutcome } from '../../components/use-batch';
import { callApi } from '../../api/call-api';
import { noSettings } from '../../contract/api-call';
import { batchZipName } from '../../contract/output-names';
import { repairPdfCall, type RepairAnswerItem } from '../../contract/repair-pdf';
import { summarizeBatch } from '../../lib/batch-summary';
import { toast } from '../../state/toast-store';
import type { ToolScreenProps } from '../tool-definition';
import { RepairStatus, type RepairState } from './RepairStatus';
import { BatchRepairStatus, type BatchRepairState } from './BatchRepairStatus';
import { RepairReportLists } from './RepairReportLists';
import { RepairResultLine } from './RepairResultLine';
import { FileCheckLine } from './FileCheckLine';
import { useFileChecks, type FileCheck } from './use-file-checks';
import { repairGuide, repairTexts as text } from './texts';

export default function RepairPdfScreen({ tool }: ToolScreenProps) {
  const rules = tool.upload!;
  const { files, append, removeById, fileErrors } = useFileListTool(rules, { announce: { title: 'PDF uploaded', description: text.uploaded } });
  // Each file is examined as it arrives and its problems listed (the "checking" state).
  const checks = useFileChecks(files);
  const batch = useBatch<RepairAnswerItem>({
    jobs: files.map((entry) => ({ key: entry.id, label: text.jobLabel(entry.file.name), files: [entry.file] })),
    run: (job, context) => callApi(repairPdfCall, job.files, noSettings, context),
    verb: text.verb,
    onComplete: (outcomes) => toast(completionToast(outcomes)),
  });
  const single = files.length === 1 ? batch.results[0] : undefined;

  return (
    <ToolPage title={tool.title} description={tool.description} guide={repairGuide} relatedToolIds={tool.relatedCardIds}>
      <div className="space-y-6">
        {files.length > 1
          ? <BatchRepairStatus state={batchState(batch, files.map((entry) => checks[entry.id]))} />
          : <RepairStatus state={files.length === 0 ? { status: 'idle' } : singleState(batch, checks[files[0].id])} />}
        {files.length === 0 ? (
          <UploadWidget {...rules} onFiles={append} title={text.uploadTitle} />
        ) : (
          <>
            <ChosenFiles
              files={files} rules={rules} onAdd={append} onRemove={removeById} disabled={batch.running} errors={fileErrors}
              // One file's check is the status alert itself; of several, each is said under its card.
              details={files.length > 1 ? (entry) => <FileCheckLine check={checks[entry.id]} /> : undefined}
            />
            <ProcessingWidget
              batch={batch}
              actionLabel={text.action}
              describeResult={([item]) => <RepairResultLine item={item} />}
              zipName={batchZipName(files.map((entry) => entry.file.name), 'repaired')}
            />
            {single && (
              <div className="space-y-6">
                <DownloadCard title={text.resultTitle} result={single} downloadLabel={text.download} />
                <RepairReportLists report={single.report} />
              </div>
            )}
          </>
        )}
      </div>
    </ToolPage>
  );
}

/** The problems of a report as the summary counts them: lines, and how many of them no repair can undo. */
function tally({ report }: RepairAnswerItem) {
  return { problems: text.problemLines(report.problems).length, unfixed: text.unfixedLines(report.problems).length, pagesRecovered: report.pagesRecovered };
}

/** One file: repairing while it runs, complete once repaired, its check otherwise (again after a failed or cancelled repair). */
function singleState(batch: Batch<RepairAnswerItem>, check: FileCheck): RepairState {
  if (batch.running) return { status: 'repairing' };
  const [repaired] = batch.results;
  return repaired ? { status: 'complete', ...tally(repaired) } : check;
}

/** Several files: repairing while they run, complete once every job has ended with one repaired, their checks otherwise. */
function batchState(batch: Batch<RepairAnswerItem>, checks: FileCheck[]): BatchRepairState {
  if (batch.running) return { status: 'repairing' };
  const jobs = batch.jobs.flatMap((job) => batch.states[job.key] ?? []);
  const ended = jobs.length === batch.jobs.length && jobs.every((state) => state.status !== 'waiting' && state.status !== 'processing');
  if (ended && batch.results.length > 0) return { status: 'complete', jobs };
  return { status: checks.some((check) => check.status === 'checking') ? 'checking' : 'checked', checks };
}

/** The spec's words for one file; for several, one summary ('3 files repaired; 1 could not be read'). */
function completionToast(outcomes: Array<JobOutcome<RepairAnswerItem>>) {
  const repaired = outcomes.flatMap((outcome) => outcome.items);
  const unfixed = repaired.filter((item) => tally(item).unfixed > 0).length;
  if (outcomes.length > 1) return { title: text.batch.toastTitle(unfixed), description: summarizeBatch(outcomes, text.batch.done) };
  const { problems, unfixed: lost, pagesRecovered } = tally(repaired[0]);
  return { title: text.successTitle(lost), description: text.successText(problems, pagesRecovered, lost) };
}
