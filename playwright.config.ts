import { defineConfig } from '@playwright/test';

// E2E_PORT lets several checkouts run their suites side by side.
const port = Number(process.env.E2E_PORT ?? 4173);
// Report requests made by service workers too, so the privacy check covers them.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    acceptDownloads: true,
    // The service worker's first install precaches the app and its engines (about 39 MB) while the test
    // runs: a quarter of a short test's time. The specs about offline use, the installed app and the
    // engines fetched on first use allow it (`test.use({ serviceWorkers: 'allow' })`); the others test
    // the tools as a first visit sees them, before the worker takes over.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright never downloads a browser of its own here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync',
      ],
    },
  },
  // Tests run against the production build, served with the same headers as `npm start`.
  webServer: {
    command: `npx vite preview --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
