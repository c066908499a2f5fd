// The workflow command: a workflow file (exported from the Workflow tool), a folder of input files, a
// folder for the results. Every file the first step takes runs through the steps, one or two at a time;
// a failing file is reported with its step and reason and the others finish. Exit code 0 when every file
// made its results, 1 when some failed, 2 when nothing could run (bad arguments, a bad workflow).
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { configureTesseract } from '../workers/engines/tesseract/tesseract-environment';
import { readEngineFilesFromNodeModules } from '../node/engine-files';
import { nodeTesseractEnvironment } from '../node/tesseract';
import { fileKind } from '../src/contract/file-kinds';
import { findWorkflowStep } from '../src/contract/workflow-catalog';
import { checkChain, chainInputKinds } from '../src/contract/workflow-chain';
import { parseWorkflow } from '../src/contract/workflow';
import { runWorkflow, type FlowFile, type PlannedStep } from '../src/lib/workflow-runner';
import { releaseNodeFile, runStepInNode } from './node-step';

const USAGE = 'Usage: npm run workflow -- <workflow.json> <input folder> <output folder> [--parallel 2]';

type Print = (line: string) => void;

export async function runWorkflowCommand(args: string[], print: Print = (line) => process.stderr.write(`${line}\n`)): Promise<number> {
  const parallelAt = args.indexOf('--parallel');
  const parallel = parallelAt >= 0 ? Number(args.splice(parallelAt, 2)[1]) : 1;
  const [flowPath, inputFolder, outputFolder] = args;
  if (!flowPath || !inputFolder || !outputFolder || !(parallel >= 1 && parallel <= 4)) {
    print(USAGE);
    return 2;
  }
  let steps: PlannedStep[];
  try {
    const workflow = parseWorkflow(await readFile(flowPath, 'utf8'), findWorkflowStep);
    steps = workflow.steps.filter((entry) => entry.enabled).map((entry) => ({ kind: findWorkflowStep(entry.step)!, settings: entry.settings }));
    print(`Workflow: ${workflow.name} (${steps.map((step) => step.kind.name).join(' → ')})`);
  } catch (error) {
    print(`${flowPath}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  // Tesseract runs one page at a time per file here, so two files at once use two cores.
  readEngineFilesFromNodeModules();
  configureTesseract(nodeTesseractEnvironment(1));

  const takes = chainInputKinds(steps);
  const names = (await readdir(inputFolder)).sort((a, b) => a.localeCompare(b));
  const inputs: FlowFile[] = [];
  for (const name of names) {
    const path = join(inputFolder, name);
    if (!(await stat(path)).isFile()) continue;
    const kind = fileKind(name);
    if (!kind || !takes.includes(kind)) {
      print(`Skipped ${name}: the first step (${steps[0]?.kind.name}) does not take this kind of file.`);
      continue;
    }
    inputs.push({ name, blob: new Blob([await readFile(path)]) });
  }
  const problems = checkChain(steps, inputs.map((file) => fileKind(file.name)!), 'node');
  if (problems.length > 0) {
    for (const problem of problems) print(describeProblem(problem, steps));
    return 2;
  }
  if (inputs.length === 0) {
    print(`No file in ${inputFolder} that ${steps[0].kind.name} takes.`);
    return 2;
  }

  await mkdir(outputFolder, { recursive: true });
  const outcomes = await runWorkflow({
    inputs, steps, runStep: runStepInNode, release: releaseNodeFile, concurrency: parallel,
    onStep: ({ file, files, step, steps: count, stepName }) => print(`File ${file} of ${files} · Step ${step} of ${count}: ${stepName}`),
  });
  let failed = 0;
  const written = new Set<string>();
  for (const outcome of outcomes) {
    if (outcome.status === 'done') {
      for (const output of outcome.outputs) {
        const name = freeName(output.name, written);
        await writeFile(join(outputFolder, name), new Uint8Array(await output.blob.arrayBuffer()));
        print(`Wrote ${name}`);
      }
    } else {
      failed++;
      const reason = outcome.status === 'failed' ? `step ${outcome.step} (${outcome.stepName}): ${outcome.error instanceof Error ? outcome.error.message : String(outcome.error)}` : 'cancelled';
      print(`Failed ${outcome.inputs.join(', ')}: ${reason}`);
    }
  }
  print(`${outcomes.length - failed} of ${outcomes.length} done.`);
  return failed > 0 ? 1 : 0;
}

function describeProblem(problem: ReturnType<typeof checkChain>[number], steps: PlannedStep[]): string {
  if (problem.kind === 'no-steps') return 'The workflow has no step that is on.';
  const name = `Step ${problem.step + 1} (${steps[problem.step].kind.name})`;
  if (problem.kind === 'browser-only') return `${name} runs only in the browser: its engine needs one.`;
  if (problem.kind === 'bad-settings') return `${name}: ${problem.message}`;
  return `${name} takes ${problem.takes.join(' or ')} files, but gets ${problem.gets.join(' and ')} files.`;
}

/** The name, or the name with a number when an earlier output took it. */
function freeName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let count = 2; taken.has(candidate); count++) candidate = `${basename(name, extname(name))}-${count}${extname(name)}`;
  taken.add(candidate);
  return candidate;
}
