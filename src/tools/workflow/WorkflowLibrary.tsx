import { useEffect, useRef, useState } from 'react';
import { Download, Link2, Save, Trash2, Upload } from 'lucide-react';
import { findWorkflowStep } from '../../contract/workflow-catalog';
import { parseWorkflow, workflowJson, type Workflow } from '../../contract/workflow';
import { workflowFragment } from '../../contract/workflow-link';
import { saveBlob } from '../../lib/save-blob';
import { toast } from '../../state/toast-store';
import { workflowPresets } from './presets';
import { deleteSavedWorkflow, loadSavedWorkflows, saveWorkflow, type SavedWorkflow } from './saved-workflows';
import { workflowTexts as text } from './texts';

interface WorkflowLibraryProps {
  workflow: Workflow;
  onOpen: (workflow: Workflow) => void;
  disabled: boolean;
}

/** Presets, the workflows saved on this device, and the workflow's file and link. */
export function WorkflowLibrary({ workflow, onOpen, disabled }: WorkflowLibraryProps) {
  const [saved, setSaved] = useState<SavedWorkflow[]>([]);
  const importInput = useRef<HTMLInputElement>(null);
  const refresh = () => loadSavedWorkflows().then(setSaved, () => setSaved([]));
  useEffect(() => {
    void refresh();
  }, []);

  const save = async () => {
    await saveWorkflow(workflow);
    await refresh();
    toast({ title: text.save, description: text.savedToast(workflow.name) });
  };
  const open = (candidate: Workflow) => {
    // A saved workflow is read like an imported one: a step this version no longer has is named.
    try {
      onOpen(parseWorkflow(workflowJson(candidate, findWorkflowStep), findWorkflowStep));
    } catch (error) {
      toast({ title: text.importFailedTitle, description: (error as Error).message, variant: 'destructive' });
    }
  };
  const importFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const imported = parseWorkflow(await file.text(), findWorkflowStep);
      onOpen(imported);
      toast({ title: text.importedTitle, description: imported.name });
    } catch (error) {
      toast({ title: text.importFailedTitle, description: (error as Error).message, variant: 'destructive' });
    }
  };
  const copyLink = async () => {
    const link = `${location.origin}${location.pathname}${workflowFragment(workflow, findWorkflowStep)}`;
    history.replaceState(null, '', link);
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: text.linkCopiedTitle, description: text.linkCopiedText });
    } catch {
      // No clipboard (an insecure origin, a refused permission): the address bar holds the link.
      toast({ title: text.copyLink, description: text.linkCopiedText });
    }
  };
  const fileName = `${workflow.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'workflow'}.json`;

  return (
    <div className="space-y-4 rounded-2xl border border-slate-200 bg-surface p-4 shadow-sm sm:p-5">
      <section aria-labelledby="workflow-presets">
        <h2 id="workflow-presets" className="mb-2 font-semibold text-slate-900">{text.presetsTitle}</h2>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {workflowPresets.map((preset) => (
            <li key={preset.name}>
              <button type="button" className="w-full rounded-xl border border-slate-200 bg-surface p-3 text-left hover:border-red-300 disabled:opacity-60" disabled={disabled} onClick={() => onOpen(preset)}>
                <span className="block font-medium text-slate-900">{preset.name}</span>
                <span className="block text-sm text-slate-500">{preset.description}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="workflow-saved">
        <h2 id="workflow-saved" className="mb-2 font-semibold text-slate-900">{text.savedTitle}</h2>
        {saved.length === 0 ? <p className="text-sm text-slate-500">{text.noneSaved}</p> : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-surface" data-testid="saved-workflows">
            {saved.map((entry) => (
              <li key={entry.name} className="flex items-center gap-2 px-3 py-2">
                <button type="button" className="min-w-0 flex-1 truncate text-left text-sm font-medium text-slate-800 hover:underline" disabled={disabled} onClick={() => open(entry)} aria-label={text.load(entry.name)}>
                  {entry.name}
                </button>
                <button type="button" className="icon-btn text-red-600" disabled={disabled} aria-label={text.deleteSaved(entry.name)} onClick={() => void deleteSavedWorkflow(entry.name).then(refresh)}>
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" disabled={disabled || workflow.steps.length === 0} onClick={() => void save()}>
          <Save className="size-4" aria-hidden />{text.save}
        </button>
        <button type="button" className="btn-secondary" disabled={workflow.steps.length === 0} onClick={() => saveBlob(new Blob([workflowJson(workflow, findWorkflowStep)], { type: 'application/json' }), fileName)}>
          <Download className="size-4" aria-hidden />{text.exportJson}
        </button>
        <button type="button" className="btn-secondary" disabled={disabled} onClick={() => importInput.current?.click()}>
          <Upload className="size-4" aria-hidden />{text.importJson}
        </button>
        <input ref={importInput} type="file" accept=".json,application/json" className="hidden" data-testid="workflow-import" onChange={(event) => { void importFile(event.target.files?.[0]); event.target.value = ''; }} />
        <button type="button" className="btn-secondary" disabled={workflow.steps.length === 0} onClick={() => void copyLink()}>
          <Link2 className="size-4" aria-hidden />{text.copyLink}
        </button>
      </div>
    </div>
  );
}
