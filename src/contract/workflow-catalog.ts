// Every workflow step, found in ./steps/ (one module per tool family, each exporting `steps`): adding a
// step is adding its declaration there, and its settings panel beside its tool's screen.
import type { WorkflowStepKind } from './workflow-step';

const modules = import.meta.glob<WorkflowStepKind[]>('./steps/*.ts', { eager: true, import: 'steps' });

/** In the order the "Add step" list shows them: by name. */
export const workflowSteps: WorkflowStepKind[] = Object.values(modules).flat().sort((a, b) => a.name.localeCompare(b.name));

export function findWorkflowStep(id: string): WorkflowStepKind | undefined {
  return workflowSteps.find((step) => step.id === id);
}
