import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { EngineOperation } from '../../src/contract/engine-operation';
import type { EngineApi } from './engine-protocol';
import { workerDescriptors } from './descriptors';

const workersFolder = fileURLToPath(new URL('../', import.meta.url));
const contractModules = import.meta.glob<Record<string, unknown>>(['../../src/contract/*.ts', '!../../src/contract/*.test.ts'], { eager: true });
const operationTables = import.meta.glob<EngineApi>('../*/operations.ts', { import: 'default' });

function declaredOperations(): EngineOperation<unknown, unknown>[] {
  return Object.values(contractModules).flatMap((module) => Object.values(module)).filter(
    (value): value is EngineOperation<unknown, unknown> => typeof value === 'object' && value !== null
      && typeof (value as EngineOperation<unknown, unknown>).worker === 'string' && typeof (value as EngineOperation<unknown, unknown>).name === 'string',
  );
}

describe('the workers', () => {
  it('are every folder of workers/ (but the runtime and the engines), each with an entry and an operations module beside its descriptor', () => {
    const workerFolders = readdirSync(workersFolder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !['runtime', 'engines'].includes(entry.name)).map(({ name }) => name);
    expect(workerFolders.length).toBeGreaterThan(5);
    expect(workerDescriptors.map(({ name }) => name).sort()).toEqual(workerFolders.sort());
    for (const { name } of workerDescriptors) {
      expect(existsSync(`${workersFolder}${name}/${name}.worker.ts`), name).toBe(true);
      expect(operationTables[`../${name}/operations.ts`], name).toBeDefined();
    }
  });

  it('serve every operation the contract declares for them, and nothing it does not', async () => {
    const declared = declaredOperations();
    expect(declared.length).toBeGreaterThan(15);
    for (const worker of workerDescriptors.filter(({ runsUnderNode }) => runsUnderNode)) {
      const table = await operationTables[`../${worker.name}/operations.ts`]();
      const expected = declared.filter((operation) => operation.worker === worker.name).map(({ name }) => name).sort();
      expect(Object.keys(table).sort(), worker.name).toEqual(expected);
    }
    // Every declared operation belongs to a worker that exists.
    const names = new Set(workerDescriptors.map(({ name }) => name));
    for (const operation of declared) expect(names.has(operation.worker), `${operation.worker}/${operation.name}`).toBe(true);
  });
});
