import { describe, expect, it } from 'vitest';
import { filesOnlyCall, MANY_PDF_FILES, ONE_PDF_FILE } from '../contract/api-call';
import { workflowStep } from '../contract/workflow-step';
import { runWorkflow, type FlowFile, type PlannedStep, type StepRunner } from './workflow-runner';

// Steps whose work is done by the test's runner: their names say what it does.
const kind = (name: string, many = false) => workflowStep({ id: name, name, call: filesOnlyCall({ path: `/api/${name}`, files: many ? MANY_PDF_FILES : ONE_PDF_FILE }), takes: ['pdf'], gives: 'pdf' });
const step = (name: string, many = false): PlannedStep => ({ kind: kind(name, many), settings: {} });
const file = (name: string, text = name): FlowFile => ({ name, blob: new Blob([text]) });

/** Appends the step's name to each file's text; 'merge' joins them; 'split' makes two; 'fail-on-b' refuses b.pdf. */
const runner = (log: string[] = []): StepRunner => async (planned, files) => {
  const name = planned.kind.name;
  log.push(`${name}:${files.map((one) => one.name).join('+')}`);
  const texts = await Promise.all(files.map((one) => one.blob.text()));
  if (name === 'fail-on-b' && files.some((one) => one.name.startsWith('b'))) throw new Error('b is damaged');
  if (name === 'merge') return [file('merged.pdf', texts.join('|'))];
  if (name === 'bates') return files.map((one, index) => file(one.name, `${texts[index]}>#${index + 1}`));
  if (name === 'split') return [file(`${files[0].name}-1`, `${texts[0]}>1`), file(`${files[0].name}-2`, `${texts[0]}>2`)];
  return [file(files[0].name, `${texts[0]}>${name}`)];
};

const texts = (files: FlowFile[]) => Promise.all(files.map((one) => one.blob.text()));

describe('runWorkflow', () => {
  it('runs every file through every step, in order', async () => {
    const log: string[] = [];
    const outcomes = await runWorkflow({ inputs: [file('a.pdf'), file('b.pdf')], steps: [step('one'), step('two')], runStep: runner(log) });
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['done', 'done']);
    expect(await texts(outcomes.flatMap((outcome) => (outcome.status === 'done' ? outcome.outputs : [])))).toEqual(['a.pdf>one>two', 'b.pdf>one>two']);
    expect(log).toEqual(['one:a.pdf', 'two:a.pdf', 'one:b.pdf', 'two:b.pdf']);
  });

  it('gathers every file that reached a merge into one job, then goes on with the one file', async () => {
    const log: string[] = [];
    const outcomes = await runWorkflow({ inputs: [file('a.pdf'), file('b.pdf'), file('c.pdf')], steps: [step('one'), step('merge', true), step('number')], runStep: runner(log) });
    expect(outcomes).toHaveLength(1);
    const [outcome] = outcomes;
    expect(outcome.inputs).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    expect(outcome.status === 'done' && (await texts(outcome.outputs))).toEqual(['a.pdf>one|b.pdf>one|c.pdf>one>number']);
    expect(log.slice(3)).toEqual(['merge:a.pdf+b.pdf+c.pdf', 'number:merged.pdf']);
  });

  it('hands back each file of a step that gathers them only to number them on, so a later failure stops only its file', async () => {
    const bates = { kind: { ...kind('bates', true), keepsFiles: true }, settings: {} };
    const outcomes = await runWorkflow({ inputs: [file('a.pdf'), file('b.pdf'), file('c.pdf')], steps: [bates, step('fail-on-b')], runStep: runner() });
    expect(outcomes.map((outcome) => [outcome.inputs.join('+'), outcome.status])).toEqual([['a.pdf', 'done'], ['b.pdf', 'failed'], ['c.pdf', 'done']]);
    const done = outcomes.filter((outcome) => outcome.status === 'done');
    expect(await texts(done.flatMap((outcome) => (outcome.status === 'done' ? outcome.outputs : [])))).toEqual(['a.pdf>#1>fail-on-b', 'c.pdf>#3>fail-on-b']);
  });

  it('carries each part of a split through the steps after it', async () => {
    const [outcome] = await runWorkflow({ inputs: [file('a.pdf')], steps: [step('split'), step('two')], runStep: runner() });
    expect(outcome.status === 'done' && (await texts(outcome.outputs))).toEqual(['a.pdf>1>two', 'a.pdf>2>two']);
  });

  it('stops only the failing file, naming the step; the others finish', async () => {
    const outcomes = await runWorkflow({ inputs: [file('a.pdf'), file('b.pdf'), file('c.pdf')], steps: [step('one'), step('fail-on-b'), step('three')], runStep: runner() });
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['done', 'failed', 'done']);
    const failed = outcomes[1];
    expect(failed.status === 'failed' && [failed.step, failed.stepName, (failed.error as Error).message]).toEqual([2, 'fail-on-b', 'b is damaged']);
  });

  it('a merge goes on without the files that failed before it', async () => {
    const outcomes = await runWorkflow({ inputs: [file('a.pdf'), file('b.pdf'), file('c.pdf')], steps: [step('fail-on-b'), step('merge', true)], runStep: runner() });
    expect(outcomes.map((outcome) => [outcome.inputs.join('+'), outcome.status])).toEqual([['a.pdf+c.pdf', 'done'], ['b.pdf', 'failed']]);
  });

  it('releases every intermediate file once the next step has its output, and never an input or a result', async () => {
    const released: string[] = [];
    const inputs = [file('a.pdf'), file('b.pdf')];
    const outcomes = await runWorkflow({
      inputs, steps: [step('one'), step('two'), step('merge', true), step('three')], runStep: runner(),
      release: async (one) => released.push(await one.blob.text()),
    });
    await Promise.resolve();
    // one → two → merge → three: the outputs of one, two and the merge are intermediate.
    expect(released.sort()).toEqual(['a.pdf>one', 'a.pdf>one>two', 'a.pdf>one>two|b.pdf>one>two', 'b.pdf>one', 'b.pdf>one>two'].sort());
    expect(outcomes[0].status).toBe('done');
  });

  it('releases what a failing chain had made', async () => {
    const released: FlowFile[] = [];
    await runWorkflow({ inputs: [file('b.pdf')], steps: [step('one'), step('fail-on-b')], runStep: runner(), release: (one) => released.push(one) });
    expect(await texts(released)).toEqual(['b.pdf>one']);
  });

  it('runs two files at once when asked, never more', async () => {
    let running = 0;
    let most = 0;
    const slow: StepRunner = async (_step, files) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return files;
    };
    await runWorkflow({ inputs: ['a', 'b', 'c', 'd'].map((name) => file(`${name}.pdf`)), steps: [step('one')], runStep: slow, concurrency: 2 });
    expect(most).toBe(2);
  });

  it('cancel stops the files still to come and ends the running one as cancelled', async () => {
    const controller = new AbortController();
    const started: string[] = [];
    const waiting: StepRunner = (_step, files, { signal }) => {
      started.push(files[0].name);
      controller.abort();
      return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
    };
    const outcomes = await runWorkflow({ inputs: [file('a.pdf'), file('b.pdf')], steps: [step('one')], runStep: waiting, signal: controller.signal });
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['cancelled', 'cancelled']);
    expect(started).toEqual(['a.pdf']);
  });

  it('reports each file and step as it starts', async () => {
    const seen: string[] = [];
    await runWorkflow({
      inputs: [file('a.pdf'), file('b.pdf')], steps: [step('one'), step('merge', true)], runStep: runner(),
      onStep: ({ file: at, files, step: which, steps, stepName }) => seen.push(`File ${at} of ${files} · Step ${which} of ${steps}: ${stepName}`),
    });
    expect(seen).toEqual(['File 1 of 2 · Step 1 of 2: one', 'File 2 of 2 · Step 1 of 2: one', 'File 1 of 1 · Step 2 of 2: merge']);
  });
});
