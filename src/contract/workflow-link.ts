// A workflow in a link: its JSON (workflow.ts) in the URL fragment, which browsers never send to a
// server. No file is ever in it: only the steps and their settings.
import { parseWorkflow, workflowJson, WorkflowFormatError, type Workflow } from './workflow';
import type { WorkflowStepKind } from './workflow-step';

const FRAGMENT_KEY = 'workflow';

/** `#workflow=<base64url of the JSON>`, without the steps' secrets (passwords). */
export function workflowFragment(workflow: Workflow, findStep: (id: string) => WorkflowStepKind | undefined): string {
  return `#${FRAGMENT_KEY}=${toBase64Url(new TextEncoder().encode(JSON.stringify(JSON.parse(workflowJson(workflow, findStep)))))}`;
}

/** The workflow a fragment carries; undefined when it carries none; WorkflowFormatError when it is damaged. */
export function workflowFromFragment(hash: string, findStep: (id: string) => WorkflowStepKind | undefined): Workflow | undefined {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(FRAGMENT_KEY);
  if (value === null) return undefined;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(value));
  } catch {
    throw new WorkflowFormatError('not-a-workflow', 'This link does not hold a whole workflow: it may have been cut short.');
  }
  return parseWorkflow(text, findStep);
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}
