import { useEffect, useMemo, useState } from 'react';
import { FolderOpen, Loader2, Play, X } from 'lucide-react';
import { ToolPage } from '../../components/ToolPage';
import { UploadWidget } from '../../components/UploadWidget';
import { ChosenFiles } from '../../components/ChosenFiles';
import { TextField } from '../../components/SettingFields';
import { useFileListTool } from '../../components/use-file-list-tool';
import { useTakeUpload } from '../../components/take-upload';
import { useJobProgress } from '../../components/use-job-progress';
import { fileKind, type FileKind } from '../../contract/file-kinds';
import { findWorkflowStep } from '../../contract/workflow-catalog';
import { checkChain, type ChainProblem } from '../../contract/workflow-chain';
import { workflowFromFragment } from '../../contract/workflow-link';
import { MAX_WORKFLOW_NAME, type Workflow } from '../../contract/workflow';
import type { ChainOutcome, PlannedStep } from '../../lib/workflow-runner';
import { toast } from '../../state/toast-store';
import type { ToolScreenProps } from '../tool-definition';
import { canUseFolders, filesFromFolder } from './folder-access';
import { StepList, type EditedStep } from './StepList';
import { useWorkflowRun } from './use-workflow-run';
import { WorkflowLibrary } from './WorkflowLibrary';
import { WorkflowResults } from './WorkflowResults';
import { workflowUploadRules } from './workflow-upload';
import { workflowGuide, workflowTexts as text } from './texts';

const withKeys = (workflow: Workflow): EditedStep[] => workflow.steps.map((step) => ({ ...step, key: crypto.randomUUID() }));

/** A shared link's workflow (`#workflow=…`), read once when the page opens. */
function sharedWorkflow(): Workflow | undefined {
  try {
    return workflowFromFragment(location.hash, findWorkflowStep);
  } catch (error) {
    toast({ title: text.linkFailedTitle, description: (error as Error).message, variant: 'destructive' });
    return undefined;
  }
}

export default function WorkflowScreen({ tool }: ToolScreenProps) {
  const [shared] = useState(sharedWorkflow);
  const [name, setName] = useState(shared?.name ?? text.untitled);
  const [steps, setSteps] = useState<EditedStep[]>(() => (shared ? withKeys(shared) : []));
  useEffect(() => {
    if (shared) toast({ title: shared.name, description: text.sharedOpened });
  }, [shared]);

  const enabled = steps.filter((step) => step.enabled);
  const planned: PlannedStep[] = enabled.map((step) => ({ kind: findWorkflowStep(step.step)!, settings: step.settings }));
  // The upload takes what the first step takes: the rules change only when that step does (catalog steps are stable objects).
  const firstStep = planned[0]?.kind;
  const rules = useMemo(() => workflowUploadRules(firstStep?.takes ?? []), [firstStep]);
  const { files, append, removeById, fileErrors } = useFileListTool(rules);
  const inputKinds = files.map((entry) => fileKind(entry.file.name)).filter((kind): kind is FileKind => kind !== undefined);
  const problems = checkChain(planned, inputKinds);
  const problemsByStep = new Map<string, ChainProblem[]>();
  for (const problem of problems) {
    if (problem.kind === 'no-steps') continue;
    const key = enabled[problem.step].key;
    problemsByStep.set(key, [...(problemsByStep.get(key) ?? []), problem]);
  }

  const workflowRun = useWorkflowRun();
  const { running, outcomes } = workflowRun;
  const workflow: Workflow = { name: name.trim() || text.untitled, steps: steps.map(({ key: _key, ...step }) => step) };
  const open = (opened: Workflow) => {
    setName(opened.name);
    setSteps(withKeys(opened));
  };
  const run = async () => {
    const ended = await workflowRun.run(files.map((entry) => entry.file), planned);
    toast(completionToast(ended));
  };
  const takeUpload = useTakeUpload(rules, append);
  const addFolder = async () => {
    try {
      // Checked like a pick: a file the first step does not take is refused by name.
      await takeUpload(await filesFromFolder());
    } catch (error) {
      if ((error as Error).name !== 'AbortError') toast({ title: text.addFolder, description: (error as Error).message, variant: 'destructive' });
    }
  };

  return (
    <ToolPage title={tool.title} description={tool.description} guide={workflowGuide} relatedToolIds={tool.relatedCardIds}>
      <div className="space-y-6">
        <WorkflowLibrary workflow={workflow} onOpen={open} disabled={running} />
        <section className="space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-5" aria-labelledby="workflow-steps">
          <TextField label={text.nameLabel} value={name} maxLength={MAX_WORKFLOW_NAME} onChange={setName} />
          <h2 id="workflow-steps" className="text-lg font-semibold text-slate-900">{text.stepsTitle}</h2>
          <StepList steps={steps} onChange={setSteps} problems={problemsByStep} disabled={running} />
        </section>
        <section className="space-y-3" aria-label={text.filesTitle}>
          {files.length === 0 ? (
            <UploadWidget {...rules} onFiles={append} title={text.uploadTitle} />
          ) : (
            <ChosenFiles files={files} rules={rules} onAdd={append} onRemove={removeById} disabled={running} errors={fileErrors} />
          )}
          {canUseFolders() && (
            <button type="button" className="btn-secondary" disabled={running} onClick={() => void addFolder()}>
              <FolderOpen className="size-4" aria-hidden />{text.addFolder}
            </button>
          )}
        </section>
        <RunPanel
          run={workflowRun}
          blocked={problems.length > 0 || files.length === 0}
          blockedReason={problems.length > 0 ? text.runBlocked : text.noFiles}
          onRun={() => void run()}
        />
        {!running && outcomes && <WorkflowResults outcomes={outcomes} notices={workflowRun.notices} />}
      </div>
    </ToolPage>
  );
}

interface RunPanelProps {
  run: ReturnType<typeof useWorkflowRun>;
  blocked: boolean;
  blockedReason: string;
  onRun: () => void;
}

/** "Run workflow", then the file and step running now with its engine's progress, and Cancel. */
function RunPanel({ run, blocked, blockedReason, onRun }: RunPanelProps) {
  const { percent } = useJobProgress(run.running ? run.jobId : undefined);
  if (!run.running) {
    return (
      <div className="space-y-2">
        <button type="button" className="btn-primary w-full justify-center py-3 text-base" disabled={blocked} onClick={onRun}>
          <Play className="size-5" aria-hidden />{text.run}
        </button>
        {blocked && <p className="text-center text-sm text-slate-500">{blockedReason}</p>}
      </div>
    );
  }
  return (
    <section className="space-y-2 rounded-2xl border border-slate-200 bg-surface p-5 shadow-sm" data-testid="workflow-progress">
      <div className="flex items-center gap-3">
        <Loader2 className="size-5 animate-spin text-red-600" aria-hidden />
        <p className="flex-1 font-medium text-slate-800" aria-live="polite" data-testid="workflow-progress-line">{run.position ? text.progress(run.position) : text.starting}</p>
        <button type="button" className="btn-secondary" onClick={run.cancel}>
          <X className="size-4" aria-hidden />{text.cancel}
        </button>
      </div>
      <div className="h-2 overflow-hidden rounded bg-slate-100" role="progressbar" aria-label={text.run} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <div className="h-full bg-red-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
    </section>
  );
}

function completionToast(outcomes: ChainOutcome[]) {
  const done = outcomes.filter((outcome) => outcome.status === 'done');
  const failed = outcomes.filter((outcome) => outcome.status === 'failed').length;
  if (outcomes.some((outcome) => outcome.status === 'cancelled')) return { title: text.cancelledTitle, description: text.cancelledText };
  const results = done.reduce((count, outcome) => count + (outcome.status === 'done' ? outcome.outputs.length : 0), 0);
  if (done.length === 0) return { title: text.failedTitle, description: text.doneText(0, failed), variant: 'destructive' as const };
  return { title: text.doneTitle, description: text.doneText(results, failed) };
}
