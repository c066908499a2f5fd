import { describe, expect, it } from 'vitest';
import { checkChain, chainInputKinds, type ChainStep } from './workflow-chain';
import { findWorkflowStep, workflowSteps } from './workflow-catalog';
import { workflowFragment, workflowFromFragment } from './workflow-link';
import { newStepEntry, parseWorkflow, workflowJson, WorkflowFormatError, WORKFLOW_FORMAT, type Workflow } from './workflow';

const kind = (id: string) => findWorkflowStep(id)!;
const chain = (...ids: string[]): ChainStep[] => ids.map((id) => ({ kind: kind(id), settings: kind(id).defaults }));

const sample: Workflow = {
  name: 'Invoices',
  steps: [
    { step: 'images-to-pdf', settings: { type: 'image', pageSize: 'a4', orientation: 'auto', margin: 'small', combine: false }, enabled: true },
    { step: 'merge-pdf', settings: {}, enabled: true },
    { ...newStepEntry(kind('add-page-numbers')), enabled: false },
  ],
};

function refusal(text: string): WorkflowFormatError {
  try {
    parseWorkflow(text, findWorkflowStep);
  } catch (error) {
    if (error instanceof WorkflowFormatError) return error;
    throw error;
  }
  throw new Error('parsed');
}

describe('the step catalog', () => {
  it('finds the steps of the tool families, each with a unique id and a call', () => {
    const ids = workflowSteps.map((step) => step.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['merge-pdf', 'compress-pdf', 'ocr-pdf', 'pdf-to-pdfa', 'images-to-pdf', 'add-page-numbers', 'repair-pdf', 'optimize-pdf']));
    for (const step of workflowSteps) expect(step.call.path).toMatch(/^\/api\//);
  });
});

describe('the workflow file', () => {
  it('round-trips: written, read back the same', () => {
    const text = workflowJson(sample, findWorkflowStep);
    expect(JSON.parse(text)).toMatchObject({ format: WORKFLOW_FORMAT, version: 1 });
    expect(parseWorkflow(text, findWorkflowStep)).toEqual(sample);
  });

  it('fills in settings a step lacks and drops names it does not know', () => {
    const text = JSON.stringify({ format: WORKFLOW_FORMAT, version: 1, name: 'x', steps: [{ step: 'compress-pdf', settings: { level: 'high', colour: 'pink' } }] });
    expect(parseWorkflow(text, findWorkflowStep).steps).toEqual([{ step: 'compress-pdf', settings: { level: 'high', grayscale: false }, enabled: true }]);
  });

  it('keeps a variant step on its variant, whatever the file says', () => {
    const text = JSON.stringify({ format: WORKFLOW_FORMAT, version: 1, name: 'x', steps: [{ step: 'images-to-pdf', settings: { type: 'word' } }] });
    expect(parseWorkflow(text, findWorkflowStep).steps[0].settings).toMatchObject({ type: 'image' });
  });

  it('refuses what is not a workflow, a newer version, an unknown step and a bad setting, each by name', () => {
    expect(refusal('{ nope').code).toBe('not-json');
    expect(refusal(JSON.stringify({ format: 'urn:other', version: 1, steps: [] })).code).toBe('not-a-workflow');
    const newer = refusal(JSON.stringify({ format: WORKFLOW_FORMAT, version: 2, steps: [] }));
    expect([newer.code, newer.message]).toEqual(['newer-version', expect.stringContaining('newer version of Folio')]);
    const unknown = refusal(JSON.stringify({ format: WORKFLOW_FORMAT, version: 1, steps: [{ step: 'compress-pdf' }, { step: 'teleport-pdf' }] }));
    expect([unknown.code, unknown.message]).toEqual(['unknown-step', 'Step 2 is "teleport-pdf", a tool this version of Folio does not have.']);
    const bad = refusal(JSON.stringify({ format: WORKFLOW_FORMAT, version: 1, steps: [{ step: 'compress-pdf', settings: { level: 'tiny' } }] }));
    expect([bad.code, bad.message]).toEqual(['bad-settings', expect.stringMatching(/^Step 1 \(Compress PDF\): Unknown compression level "tiny"/)]);
  });
});

describe('the link', () => {
  it('carries the workflow in the fragment and back, with no file in it', () => {
    const hash = workflowFragment(sample, findWorkflowStep);
    expect(hash).toMatch(/^#workflow=[A-Za-z0-9_-]+$/);
    expect(workflowFromFragment(hash, findWorkflowStep)).toEqual(sample);
    expect(workflowFromFragment(`${hash.slice(0, 1)}other=1`, findWorkflowStep)).toBeUndefined();
  });

  it('keeps names in any script', () => {
    const named = { ...sample, name: '請求書 · فواتير' };
    expect(workflowFromFragment(workflowFragment(named, findWorkflowStep), findWorkflowStep)?.name).toBe('請求書 · فواتير');
  });

  it('refuses a link cut short', () => {
    const hash = workflowFragment(sample, findWorkflowStep);
    expect(() => workflowFromFragment(hash.slice(0, hash.length - 7), findWorkflowStep)).toThrow(WorkflowFormatError);
  });
});

describe('the chain checker', () => {
  it('accepts a chain whose every step takes what the one before gives', () => {
    expect(checkChain(chain('images-to-pdf', 'merge-pdf', 'add-page-numbers'), ['image'])).toEqual([]);
    expect(checkChain(chain('ocr-pdf', 'compress-pdf', 'pdf-to-pdfa'), ['pdf', 'image'])).toEqual([]);
  });

  it('names a step that cannot take what reaches it', () => {
    expect(checkChain(chain('compress-pdf', 'images-to-pdf'), ['pdf'])).toEqual([{ kind: 'cannot-take', step: 1, gets: ['pdf'], takes: ['image'] }]);
    expect(checkChain(chain('compress-pdf'), ['image', 'pdf'])).toEqual([{ kind: 'cannot-take', step: 0, gets: ['image'], takes: ['pdf'] }]);
  });

  it('says a chain without steps cannot run, and that the command line cannot run a browser-only step', () => {
    expect(checkChain([], ['pdf'])).toEqual([{ kind: 'no-steps' }]);
    expect(checkChain(chain('office-to-pdf', 'merge-pdf'), ['office'], 'node')).toEqual([{ kind: 'browser-only', step: 0 }]);
    expect(checkChain(chain('office-to-pdf', 'merge-pdf'), ['office'], 'browser')).toEqual([]);
  });

  it('names a step whose settings its call refuses', () => {
    const [problem] = checkChain([{ kind: kind('compress-pdf'), settings: { level: 'tiny', grayscale: false } }], ['pdf']);
    expect(problem).toEqual({ kind: 'bad-settings', step: 0, message: expect.stringContaining('Unknown compression level "tiny"') });
  });

  it('knows what the first step takes, and which steps gather every file into one', () => {
    expect(chainInputKinds(chain('images-to-pdf', 'compress-pdf'))).toEqual(['image']);
    expect(kind('merge-pdf').gathers({})).toBe(true);
    expect(kind('compress-pdf').gathers(kind('compress-pdf').defaults)).toBe(false);
    expect(kind('images-to-pdf').gathers({ ...(kind('images-to-pdf').defaults as object), combine: false })).toBe(false);
    expect(kind('images-to-pdf').gathers(kind('images-to-pdf').defaults)).toBe(true);
  });
});
