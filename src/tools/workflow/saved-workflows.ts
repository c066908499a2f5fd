// Workflows kept in this browser's IndexedDB (through idb), by name: saved, listed, opened, deleted.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { withoutSecrets, type Workflow } from '../../contract/workflow';
import { findWorkflowStep } from '../../contract/workflow-catalog';

export interface SavedWorkflow extends Workflow {
  savedAt: number;
}

interface WorkflowDb extends DBSchema {
  workflows: { key: string; value: SavedWorkflow };
}

let database: Promise<IDBPDatabase<WorkflowDb>> | undefined;

function open(): Promise<IDBPDatabase<WorkflowDb>> {
  database ??= openDB<WorkflowDb>('folio-workflows', 1, {
    upgrade(db) {
      db.createObjectStore('workflows', { keyPath: 'name' });
    },
  });
  return database;
}

export async function loadSavedWorkflows(): Promise<SavedWorkflow[]> {
  return (await (await open()).getAll('workflows')).sort((a, b) => a.name.localeCompare(b.name));
}

/** Saves under its name, without its passwords: a workflow saved under the same name is replaced. */
export async function saveWorkflow(workflow: Workflow): Promise<void> {
  const { name, steps } = withoutSecrets(workflow, findWorkflowStep);
  await (await open()).put('workflows', { name, steps, savedAt: Date.now() });
}

export async function deleteSavedWorkflow(name: string): Promise<void> {
  await (await open()).delete('workflows', name);
}
