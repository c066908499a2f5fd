import { DndContext, closestCenter, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { AUTO_SCROLL, useDragSensors } from '../../components/drag-sensors';
import { ReorderControls } from '../../components/ReorderControls';
import type { ChainProblem } from '../../contract/workflow-chain';
import { findWorkflowStep, workflowSteps } from '../../contract/workflow-catalog';
import { newStepEntry, type WorkflowStepEntry } from '../../contract/workflow';
import type { WorkflowStepKind } from '../../contract/workflow-step';
import { preloadStepPanels, useStepPanels, type StepPanelsState } from '../step-panels';
import { workflowTexts as text } from './texts';

/** A step in the editor: the saved entry with a key for the list. */
export interface EditedStep extends WorkflowStepEntry {
  key: string;
}

interface StepListProps {
  steps: EditedStep[];
  onChange: (steps: EditedStep[]) => void;
  /** Problems of the enabled chain, by the step's key. */
  problems: Map<string, ChainProblem[]>;
  disabled: boolean;
}

/** The steps in order: each with its tool's settings, on or off, moved by drag or buttons, removed; then "Add step". */
export function StepList({ steps, onChange, problems, disabled }: StepListProps) {
  const sensors = useDragSensors();
  const keys = steps.map((step) => step.key);
  const move = (from: number, to: number) => onChange(arrayMove(steps, from, to));
  const nameOf = (key: string | number) => findWorkflowStep(steps.find((step) => step.key === key)?.step ?? '')?.name ?? 'step';
  const positionOf = (key: string | number) => keys.indexOf(String(key)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, step ${positionOf(active.id)} of ${keys.length}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} moved to step ${positionOf(over.id)} of ${keys.length}.` : undefined),
    onDragEnd: ({ active, over }) => `Dropped ${nameOf(active.id)}${over ? ` at step ${positionOf(over.id)}` : ''}.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };
  const update = (key: string, change: Partial<EditedStep>) => onChange(steps.map((step) => (step.key === key ? { ...step, ...change } : step)));
  const panels = useStepPanels(steps.length > 0);

  return (
    <div className="space-y-3">
      {steps.length === 0 && <p className="text-sm text-slate-600">{text.noSteps}</p>}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} autoScroll={AUTO_SCROLL} accessibility={{ announcements }}>
        <SortableContext items={keys} strategy={verticalListSortingStrategy}>
          <ol className="space-y-3" aria-label={text.stepsTitle}>
            {steps.map((step, index) => (
              <StepCard
                key={step.key}
                step={step}
                position={index}
                count={steps.length}
                problems={problems.get(step.key) ?? []}
                panels={panels}
                disabled={disabled}
                onMove={move}
                onChange={(change) => update(step.key, change)}
                onRemove={() => onChange(steps.filter((other) => other.key !== step.key))}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <AddStep disabled={disabled} onAdd={(id) => onChange([...steps, { key: crypto.randomUUID(), ...newStepEntry(findWorkflowStep(id)!) }])} />
    </div>
  );
}

const stepGroups = ['into', 'pdf', 'out'] as const;

/** Where a step sits in the list: it makes PDFs of other files, works on PDFs, or makes other files of PDFs. */
function stepGroup(kind: WorkflowStepKind): (typeof stepGroups)[number] {
  if (kind.gives !== 'pdf') return 'out';
  return kind.takes.includes('pdf') ? 'pdf' : 'into';
}

function AddStep({ disabled, onAdd }: { disabled: boolean; onAdd: (id: string) => void }) {
  const [chosen, setChosen] = useState('');
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="flex min-w-56 flex-1 flex-col gap-1 text-sm font-medium text-slate-700">
        {text.chooseStep}
        {/* Choosing a step is the moment to fetch the settings panels, so the added step shows its settings at once. */}
        <select className="rounded-lg border border-slate-300 bg-surface px-3 py-2" value={chosen} disabled={disabled} onFocus={preloadStepPanels} onChange={(event) => setChosen(event.target.value)}>
          <option value="">—</option>
          {stepGroups.map((group) => (
            <optgroup key={group} label={text.stepGroups[group]}>
              {workflowSteps.filter((kind) => stepGroup(kind) === group).sort((a, b) => a.name.localeCompare(b.name))
                .map((kind) => <option key={kind.id} value={kind.id}>{kind.name}</option>)}
            </optgroup>
          ))}
        </select>
      </label>
      <button type="button" className="btn-secondary" disabled={disabled || !chosen} onClick={() => { onAdd(chosen); setChosen(''); }}>
        <Plus className="size-4" aria-hidden />
        {text.addStep}
      </button>
    </div>
  );
}

interface StepCardProps {
  step: EditedStep;
  position: number;
  count: number;
  problems: ChainProblem[];
  /** Every step's settings panel, by step id, once loaded. */
  panels: StepPanelsState;
  disabled: boolean;
  onMove: (from: number, to: number) => void;
  onChange: (change: Partial<EditedStep>) => void;
  onRemove: () => void;
}

function StepCard({ step, position, count, problems, panels, disabled, onMove, onChange, onRemove }: StepCardProps) {
  const sortable = useSortable({ id: step.key, disabled });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  const kind = findWorkflowStep(step.step)!;
  const Panel = typeof panels === 'object' ? panels[step.step] : undefined;
  const gathers = step.enabled && kind.gathers(step.settings);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`rounded-2xl border bg-surface p-4 shadow-sm ${problems.length ? 'border-red-300' : 'border-slate-200'} ${isDragging ? 'relative z-10 opacity-80 shadow-lg' : ''}`}
      data-testid="workflow-step"
      aria-label={`${text.stepNumber(position + 1)}: ${kind.name}`}
    >
      <div className="flex items-center gap-2">
        <ReorderControls name={kind.name} position={position} count={count} disabled={disabled} onMove={onMove} sortable={sortable} />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{text.stepNumber(position + 1)}</p>
          <h3 className={`font-semibold ${step.enabled ? 'text-slate-900' : 'text-slate-400 line-through'}`} data-testid="workflow-step-name">{kind.name}</h3>
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className="size-4 accent-red-600" checked={step.enabled} disabled={disabled} onChange={(event) => onChange({ enabled: event.target.checked })} aria-label={`${kind.name}: ${text.stepOn}`} />
          {text.stepOn}
        </label>
        <button type="button" className="icon-btn text-red-600" aria-label={text.remove(kind.name)} disabled={disabled} onClick={onRemove}>
          <Trash2 className="size-4" aria-hidden />
        </button>
      </div>
      {problems.map((problem, index) => <p key={index} className="mt-2 text-sm text-red-700" role="alert" data-testid="workflow-step-problem">{text.problem(problem)}</p>)}
      {!step.enabled && <p className="mt-2 text-sm text-slate-500">{text.off}</p>}
      {gathers && <p className="mt-2 text-sm text-slate-600">{kind.keepsFiles ? text.gathersKeepingFiles : text.gathers}</p>}
      {step.enabled && kind.mayGiveMany && <p className="mt-2 text-sm text-slate-600">{text.mayGiveMany}</p>}
      {step.enabled && (
        <section className="mt-3 space-y-4 border-t border-slate-100 pt-3" aria-label={text.settings(kind.name)}>
          {panels === 'loading' ? <p className="text-sm text-slate-500" role="status">{text.loadingSettings}</p>
            : panels === 'failed' ? <p className="text-sm text-red-700" role="alert">{text.settingsFailed}</p>
            : Panel ? <Panel settings={step.settings} onChange={(settings) => onChange({ settings: settings as Record<string, unknown> })} disabled={disabled} />
            : <p className="text-sm text-slate-500">{text.noSettings}</p>}
        </section>
      )}
    </li>
  );
}
