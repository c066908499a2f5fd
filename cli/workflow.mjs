#!/usr/bin/env node
// `npm run workflow -- my-flow.json in/ out/`: runs a workflow file over a folder with the engines the app
// uses, in this process. Vite loads the TypeScript sources (as the unit tests do), so the command line
// and the page share every step, handler and engine. What it does: cli/run-workflow.ts.
import { createServer, loadConfigFromFile } from 'vite';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// The unit tests' resolution (pdf.js's legacy build under Node), read from their config so the two never drift.
const tests = await loadConfigFromFile({ command: 'serve', mode: 'test' }, 'vitest.config.ts', root, 'error');
const server = await createServer({
  root,
  configFile: false,
  resolve: { alias: tests?.config.resolve?.alias },
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'error',
  optimizeDeps: { noDiscovery: true, include: [] },
});
let code;
try {
  const { runWorkflowCommand } = await server.ssrLoadModule('/cli/run-workflow.ts');
  code = await runWorkflowCommand(process.argv.slice(2));
} finally {
  await server.close();
}
// The OCR engine's worker threads stay alive once started; the run is over, so the process ends here.
process.exit(code);
