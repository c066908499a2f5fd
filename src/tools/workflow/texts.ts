// Every word of the Workflow screen.
import type { FileKind } from '../../contract/file-kinds';
import type { ChainProblem } from '../../contract/workflow-chain';
import type { WorkflowPosition } from '../../lib/workflow-runner';
import type { GuideContent } from '../../components/ToolGuide';

const kindWords: Record<FileKind, string> = {
  pdf: 'PDF', image: 'image', drawing: 'SVG drawing', office: 'Office', web: 'web page', email: 'e-mail', ebook: 'e-book', text: 'text', data: 'data', archive: 'ZIP',
};

const kinds = (list: readonly FileKind[]) => list.map((kind) => kindWords[kind]).join(' or ');

export const workflowTexts = {
  uploadTitle: 'Select the files for the workflow',
  filesTitle: 'Files',
  stepsTitle: 'Steps',
  nameLabel: 'Workflow name',
  untitled: 'My workflow',
  addStep: 'Add step',
  chooseStep: 'Choose a tool to add',
  stepGroups: { into: 'Files to PDF', pdf: 'PDF to PDF', out: 'PDF to other files' },
  noSteps: 'Add a step, or start from a preset: every file goes through the steps in order.',
  noSettings: 'This step has no settings.',
  loadingSettings: 'Loading the settings…',
  settingsFailed: 'The settings could not be loaded. Check your connection and reload the page.',
  stepOn: 'On',
  stepNumber: (position: number) => `Step ${position}`,
  remove: (name: string) => `Remove ${name}`,
  settings: (name: string) => `${name} settings`,
  off: 'Off: skipped when the workflow runs.',
  gathers: 'All files become one here.',
  gathersKeepingFiles: 'All files go through this step together (numbers run on from file to file); each comes out on its own.',
  mayGiveMany: 'Each file may become several here; each goes on through the steps after it.',
  problem: (problem: ChainProblem): string => {
    if (problem.kind === 'no-steps') return 'Add a step that is on.';
    if (problem.kind === 'browser-only') return 'Runs only in the browser.';
    if (problem.kind === 'bad-settings') return problem.message;
    return `This step takes ${kinds(problem.takes)} files, but gets ${kinds(problem.gets)} files${problem.step === 0 ? '' : ' from the step before'}.`;
  },
  run: 'Run workflow',
  cancel: 'Cancel',
  runBlocked: 'Fix the steps marked above to run the workflow.',
  progress: ({ file, files, step, steps, stepName }: WorkflowPosition) => `File ${file} of ${files} · Step ${step} of ${steps}: ${stepName}`,
  starting: 'Starting…',
  resultsTitle: 'Results',
  failedLine: (inputs: string[], step: number, stepName: string) => `${inputs.join(', ')}: stopped at step ${step} (${stepName})`,
  cancelledLine: (inputs: string[]) => `${inputs.join(', ')}: cancelled`,
  zipName: 'workflow-results.zip',
  /** As in 'report.pdf was damaged; Folio repaired it before the step Compress PDF.' */
  noticeVerb: (stepName: string) => `the step ${stepName}`,
  saveToFolder: 'Save to a folder',
  addFolder: 'Add a folder',
  savedToFolder: (count: number) => `${count} ${count === 1 ? 'file' : 'files'} written to the folder.`,
  doneTitle: 'Workflow complete',
  doneText: (done: number, failed: number) => `${done} ${done === 1 ? 'result' : 'results'} ready${failed ? `; ${failed} ${failed === 1 ? 'file' : 'files'} stopped` : ''}.`,
  failedTitle: 'Workflow failed',
  cancelledTitle: 'Workflow cancelled',
  cancelledText: 'The files still waiting were not processed.',
  presetsTitle: 'Start from a preset',
  savedTitle: 'Saved on this device',
  noneSaved: 'No saved workflows yet.',
  save: 'Save',
  savedToast: (name: string) => `"${name}" is saved on this device.`,
  load: (name: string) => `Open ${name}`,
  deleteSaved: (name: string) => `Delete ${name}`,
  exportJson: 'Export JSON',
  importJson: 'Import JSON',
  importedTitle: 'Workflow imported',
  importFailedTitle: 'Could not import the workflow',
  copyLink: 'Copy link',
  linkCopiedTitle: 'Link copied',
  linkCopiedText: 'The link holds the steps and their settings, never a file.',
  linkFailedTitle: 'Could not open the shared workflow',
  sharedOpened: 'Shared workflow opened: add your files to run it.',
  noFiles: 'Add files to run the workflow.',
};

export const workflowGuide: GuideContent = {
  heading: 'How to use Workflow',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Add steps, or start from a preset. Each step shows its tool’s own settings.',
        'Reorder the steps by dragging or with the arrow buttons; switch a step off to skip it.',
        'Add your files, then press “Run workflow”: each file goes through every step, on your device.',
        'Download the results one by one or as a ZIP, or save them into a folder.',
      ],
    },
    {
      heading: 'Keep and share',
      items: [
        'Save a workflow on this device to run it again later.',
        'Export it as a small JSON file, or copy a link: both hold the steps and their settings, never a file.',
        'Run the same JSON over a whole folder from the command line: npm run workflow -- flow.json in/ out/.',
      ],
    },
  ],
  faq: [
    { question: 'Do my files leave my device?', answer: 'No. Every step runs in this browser tab; a shared link carries only the steps.' },
    { question: 'What happens when one file fails?', answer: 'Only that file stops, with the step and the reason; the others finish.' },
  ],
};
