import { describe, expect, it } from 'vitest';
import { findWorkflowStep, workflowSteps } from '../contract/workflow-catalog';
import { loadStepPanels } from './step-panels';

describe('workflow step panels', () => {
  it('belong to steps of the catalog', async () => {
    for (const id of Object.keys(await loadStepPanels())) expect(findWorkflowStep(id), id).toBeDefined();
  });

  it('exist for every step that has settings to choose', async () => {
    const panels = await loadStepPanels();
    const withSettings = workflowSteps.filter((step) => Object.keys(step.defaults as object).some((key) => !(key in ((step.fixed ?? {}) as object))));
    expect(withSettings.map((step) => step.id).filter((id) => !panels[id])).toEqual([]);
  });

  it('load once', async () => {
    expect(await loadStepPanels()).toBe(await loadStepPanels());
  });
});
