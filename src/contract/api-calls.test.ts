// Every typed call carries its settings from the screen (write) to the handler (read) unchanged:
// the samples of test/fixtures/call-samples/, and the defaults. The calls are found in the contract modules
// themselves, so a call added without samples fails here.
import { describe, expect, it } from 'vitest';
import { callQuery, type ApiCall } from './api-call';
import type { CallSamples } from '../../test/fixtures/call-samples/call-samples';

const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });
const sampleFiles = import.meta.glob<CallSamples<unknown> | Array<CallSamples<unknown>>>(['../../test/fixtures/call-samples/*.ts', '!../../test/fixtures/call-samples/call-samples.ts'], { eager: true, import: 'default' });

function isCall(value: unknown): value is ApiCall<unknown, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const { path, write, read, files } = value as Partial<ApiCall<unknown, unknown>>;
  return typeof path === 'string' && typeof write === 'function' && typeof read === 'function' && typeof files === 'object';
}

const calls = Object.entries(modules).flatMap(([module, exports]) => Object.entries(exports)
  .filter(([, value]) => isCall(value))
  .map(([name, value]) => ({ name: `${module.slice(2, -3)}: ${name}`, call: value as ApiCall<unknown, unknown> })));
const samplesByCall = new Map(Object.values(sampleFiles).flat().map((entry) => [entry.call, entry.samples]));

/** What the screen sends, as the handler receives it: the query and the form fields. */
function sent<Settings>(call: ApiCall<Settings, unknown>, settings: Settings) {
  const query = new URLSearchParams(callQuery(call, settings));
  const form = new FormData();
  for (const [field, value] of Object.entries(call.write(settings).fields ?? {})) {
    if (value instanceof Blob) form.append(field, value, value instanceof File ? value.name : field);
    else if (value !== undefined) form.append(field, value);
  }
  return { query, form };
}

describe('the typed calls', () => {
  it('are found in the contract modules, each on its own path and picks', () => {
    expect(calls.length).toBeGreaterThan(5);
    const routes = calls.map(({ call }) => `${call.path}?${new URLSearchParams(call.picks ?? {})}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  describe.each(calls)('$name', ({ call }) => {
    it('has settings samples in test/fixtures/call-samples/', () => {
      expect(samplesByCall.get(call), 'add a file to test/fixtures/call-samples/ for this call').toBeDefined();
    });

    it('reads back its defaults and every sample exactly as the screen wrote them', () => {
      for (const settings of [call.defaults, ...(samplesByCall.get(call) ?? [])]) {
        const read = call.read(sent(call, settings));
        expect(read).toEqual(settings);
      }
    });

    it('answers only its own picks', () => {
      for (const [name, value] of Object.entries(call.picks ?? {})) {
        expect(callQuery(call, call.defaults)[name]).toBe(value);
      }
    });
  });
});
