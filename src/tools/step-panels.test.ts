import { describe, expect, it } from 'vitest';
import { findWorkflowStep, workflowSteps } from '../contract/workflow-catalog';
import { stepPanels } from './step-panels';

describe('workflow step panels', () => {
  it('belong to steps of the catalog', () => {
    for (const id of Object.keys(stepPanels)) expect(findWorkflowStep(id), id).toBeDefined();
  });

  it('exist for every step that has settings to choose', () => {
    const withSettings = workflowSteps.filter((step) => Object.keys(step.defaults as object).some((key) => !(key in ((step.fixed ?? {}) as object))));
    expect(withSettings.map((step) => step.id).filter((id) => !stepPanels[id])).toEqual([]);
  });
});
