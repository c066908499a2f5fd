// Runs a bench case inside headless Chromium against the production build (`npm run build` first):
// starts `vite preview` on its own port, opens Debian's Chromium the way the e2e tests do, and samples
// the browser's memory while the case runs, so cases can report time and peak memory of in-browser work.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { waitForAppOnLoad } from '../test/setup/app-started';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export interface BrowserApp {
  page: Page;
  /** e.g. http://localhost:4300 */
  origin: string;
  /** Highest memory (PSS) of all Chromium processes together since the last reset, in bytes. */
  peakMemoryBytes: () => number;
  resetPeakMemory: () => void;
}

/** Starts the built app and a fresh Chromium profile, runs `work`, and always cleans up. */
export async function withBrowserApp<T>(work: (app: BrowserApp) => Promise<T>, port = 4300): Promise<T> {
  if (!existsSync(join(repoRoot, 'dist', 'index.html'))) throw new Error('No production build: run `npm run build` before `npm run bench`.');
  const origin = `http://localhost:${port}`;
  const server = spawn(process.execPath, [join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js'), 'preview', '--port', String(port), '--strictPort'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const profile = mkdtempSync(join(tmpdir(), 'folio-bench-chromium-'));
  let peak = 0;
  const sampler = setInterval(() => { peak = Math.max(peak, chromiumResidentBytes(profile)); }, 100);
  try {
    await waitForServer(origin, server);
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      acceptDownloads: true,
    });
    try {
      const page = context.pages()[0] ?? await context.newPage();
      // As a person does, and as the e2e tests do: act once the app has taken over the prerendered page.
      waitForAppOnLoad(page);
      return await work({ page, origin, peakMemoryBytes: () => peak, resetPeakMemory: () => { peak = chromiumResidentBytes(profile); } });
    } finally {
      await context.close();
    }
  } finally {
    clearInterval(sampler);
    // End the whole process group, so no child keeps the port.
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(profile, { recursive: true, force: true });
  }
}

async function waitForServer(origin: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`vite preview exited (${server.exitCode}); is the port free?`);
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`vite preview did not answer on ${origin}`);
}

/** Sum of the proportional set sizes of the Chromium processes started with this profile (Linux /proc). */
function chromiumResidentBytes(profile: string): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!commandLine.includes('chrom') || !isOfProfile(pid, commandLine, profile)) continue;
      // Proportional set size: shared pages are split between the processes sharing them, so the sum
      // is not inflated by every process counting the same libraries.
      const pss = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
      if (pss) total += Number(pss[1]) * 1024;
    } catch {
      // The process ended while we looked.
    }
  }
  return total;
}

// Child processes (renderer, GPU, utility) do not repeat --user-data-dir; they descend from the
// browser process, which does. Walk up the parents to find it.
function isOfProfile(pid: string, commandLine: string, profile: string): boolean {
  let current = pid;
  let line = commandLine;
  for (let depth = 0; depth < 5; depth += 1) {
    if (line.includes(profile)) return true;
    const parent = /^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${current}/status`, 'utf8'))?.[1];
    if (!parent || parent === '0' || parent === '1') return false;
    current = parent;
    line = readFileSync(`/proc/${current}/cmdline`, 'utf8');
  }
  return false;
}
