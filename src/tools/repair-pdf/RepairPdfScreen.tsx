import { useEffect, useRef, useState } from 'react';
import { ToolPage } from '../../components/ToolPage';
import { UploadWidget } from '../../components/UploadWidget';
import { ProcessingWidget } from '../../components/ProcessingWidget';
import { useBatch } from '../../components/use-batch';
import { DownloadCard } from '../../components/DownloadCard';
import { SinglePdfCard } from '../../components/SinglePdfCard';
import { useSingleFile } from '../../components/use-single-file';
import { inspectPdf, postFiles } from '../../api/client';
import { toast } from '../../state/toast-store';
import type { ToolScreenProps } from '../tool-definition';
import type { RepairAnswerItem } from '../../contract/repair-pdf';
import { RepairStatus, type RepairState } from './RepairStatus';
import { RepairReportLists } from './RepairReportLists';
import { repairGuide, repairTexts as text } from './texts';

export default function RepairPdfScreen({ tool }: ToolScreenProps) {
  const uploadRules = tool.upload!;
  const { entry, file, choose, clear } = useSingleFile(uploadRules, { uploadedText: text.uploaded });
  const [state, setState] = useState<RepairState>({ status: 'idle' });
  // What the check found, shown again if a repair fails or is cancelled.
  const checked = useRef<RepairState>({ status: 'idle' });
  const showCheck = (next: RepairState) => {
    checked.current = next;
    setState(next);
  };

  // On upload the file is examined at once and its problems listed (the "checking" state).
  useEffect(() => {
    if (!file) {
      setState({ status: 'idle' });
      return undefined;
    }
    const abort = new AbortController();
    showCheck({ status: 'checking' });
    inspectPdf(file, { signal: abort.signal }).then(
      (inspection) => showCheck({ status: 'checked', inspection }),
      (error: Error) => !abort.signal.aborted && showCheck({ status: 'check-failed', message: error.message }),
    );
    return () => abort.abort();
  }, [file]);

  const batch = useBatch({
    jobs: entry ? [{ key: entry.id, label: text.jobLabel(entry.file.name), files: [entry.file] }] : [],
    run: async (job, { signal, jobId }) => {
      const { answer, notices } = await postFiles('repair-pdf', job.files, { signal, jobId });
      return { answer: answer as RepairAnswerItem[], notices };
    },
    onRunningChange: (isRunning) => {
      if (isRunning) setState({ status: 'repairing' });
      else setState((current) => (current.status === 'repairing' ? checked.current : current));
    },
    onComplete: ([{ items: [first] }]) => {
      const problems = text.problemLines(first.report.problems).length;
      const unfixed = text.unfixedLines(first.report.problems).length;
      setState({ status: 'complete', problems, unfixed, pagesRecovered: first.report.pagesRecovered });
      toast({ title: text.successTitle(unfixed), description: text.successText(problems, first.report.pagesRecovered, unfixed) });
    },
  });
  const { running, results: [result] } = batch;

  return (
    <ToolPage title={tool.title} description={tool.description} guide={repairGuide} relatedToolIds={tool.relatedCardIds}>
      <div className="space-y-6">
        <RepairStatus state={state} />
        {!file ? (
          <UploadWidget {...uploadRules} onFiles={choose} title={text.uploadTitle} />
        ) : (
          <>
            <SinglePdfCard file={file} onRemove={clear} disabled={running || state.status === 'checking'} />
            {/* The check on upload must finish first, or its answer would overwrite the repair's state. */}
            <ProcessingWidget batch={batch} actionLabel={text.action} disabled={state.status === 'checking'} />
            {result && (
              <div className="space-y-6">
                <DownloadCard title={text.resultTitle} result={result} downloadLabel={text.download} />
                <RepairReportLists report={result.report} />
              </div>
            )}
          </>
        )}
      </div>
    </ToolPage>
  );
}
