import { FolderDown } from 'lucide-react';
import { DownloadAllButton } from '../../components/DownloadAllButton';
import { ResultDownloads } from '../../components/ResultDownloads';
import { describeNotice } from '../../components/notice-words';
import type { ChainOutcome } from '../../lib/workflow-runner';
import type { StepNotice } from './run-step-in-page';
import { toast } from '../../state/toast-store';
import { canUseFolders, writeIntoFolder } from './folder-access';
import { resultItems } from './use-workflow-run';
import { workflowTexts as text } from './texts';

/** The run's results (downloads, the ZIP, a folder) and each file that stopped, with its step and reason. */
export function WorkflowResults({ outcomes, notices }: { outcomes: ChainOutcome[]; notices: StepNotice[] }) {
  const results = resultItems(outcomes);
  const stopped = outcomes.filter((outcome) => outcome.status !== 'done');
  const saveToFolder = async () => {
    try {
      const files = outcomes.flatMap((outcome) => (outcome.status === 'done' ? outcome.outputs : []));
      toast({ title: text.saveToFolder, description: text.savedToFolder(await writeIntoFolder(files)) });
    } catch (error) {
      // Closing the picker is not an error worth a word.
      if ((error as Error).name !== 'AbortError') toast({ title: text.saveToFolder, description: (error as Error).message, variant: 'destructive' });
    }
  };
  return (
    <section className="space-y-3 rounded-2xl border border-slate-200 bg-surface p-5 shadow-sm" aria-labelledby="workflow-results" data-testid="workflow-results">
      <h2 id="workflow-results" className="text-lg font-semibold text-slate-900">{text.resultsTitle}</h2>
      {results.length > 0 && <ResultDownloads results={results} />}
      {notices.length > 0 && (
        <ul className="space-y-1 text-sm text-amber-800" data-testid="workflow-notices">
          {notices.map(({ stepName, notice }, index) => <li key={index}>{describeNotice(notice, text.noticeVerb(stepName))}</li>)}
        </ul>
      )}
      {stopped.length > 0 && (
        <ul className="space-y-2" data-testid="workflow-failures">
          {stopped.map((outcome) => (
            <li key={outcome.inputs.join('|')} className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm">
              <p className="font-medium text-red-800">{outcome.status === 'failed' ? text.failedLine(outcome.inputs, outcome.step, outcome.stepName) : text.cancelledLine(outcome.inputs)}</p>
              {outcome.status === 'failed' && <p className="text-red-700">{outcome.error instanceof Error ? outcome.error.message : String(outcome.error)}</p>}
            </li>
          ))}
        </ul>
      )}
      {results.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {results.length > 1 && <DownloadAllButton results={results} zipName={text.zipName} />}
          {canUseFolders() && (
            <button type="button" className="btn-secondary" onClick={() => void saveToFolder()}>
              <FolderDown className="size-4" aria-hidden />{text.saveToFolder}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
