// Lighthouse on the production build: the home page and every built tool address, variants included,
// found as the e2e check finds them (test/setup/built-routes.ts). The e2e check asserts accessibility, best practices,
// SEO and layout shift on each route and one variant address per route; this records every address's scores,
// and is where the performance score is measured (it moves with the machine's load, see e2e/lighthouse.spec.ts).
import { withBrowserApp } from '../browser-app';
import { discoverBuiltRoutes } from '../../test/setup/built-routes';
import { auditRoutesBestOf, scoreTable } from '../../test/setup/lighthouse-audit';
import type { TableSection } from '../results-writer';

export async function benchLighthouse(): Promise<TableSection> {
  const audits = await withBrowserApp(async ({ page, origin }) => {
    // An address below 95 in performance is loaded again, up to twice, and its best load counts.
    return auditRoutesBestOf(origin, await discoverBuiltRoutes(page, origin), 3, 95);
  }, 4310);
  const slowest = [...audits].sort((a, b) => a.scores.performance - b.scores.performance)[0];
  const below = audits.filter((audit) => audit.scores.performance < 95).map((audit) => `\`${audit.route}\` (${audit.scores.performance})`);
  return {
    title: 'Lighthouse: the shell and every built route',
    description: "Lighthouse 12.8 with its default mobile settings (simulated slow 4G and 4× CPU slowdown) in Debian's "
      + 'Chromium, one cold load per route (the service worker and caches cleared; a route below 95 in performance is loaded again, up to twice, and its best load is shown), against `vite preview` of the production build.',
    table: scoreTable(audits),
    notes: [
      'CLS: cumulative layout shift (at most 0.05 is the target); LCP: largest contentful paint; TBT: total blocking time.',
      `Lowest performance: \`${slowest.route}\` (${slowest.scores.performance}). The simulated CPU slowdown multiplies the `
        + "machine's own task times, so a busy machine lowers performance scores; accessibility, best practices and SEO do not depend on it.",
      below.length === 0 ? 'Every address scores at least 95 in performance.' : `Below 95 in performance after three loads: ${below.join(', ')}.`,
    ],
  };
}
