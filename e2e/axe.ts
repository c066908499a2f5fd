// axe-core, the accessibility engine Lighthouse also runs, on the page as it is now: its serious and
// critical findings (colour contrast among them), worded to say where. Evaluated through the test driver,
// which the page's Content-Security-Policy does not govern (an inline script tag would be refused).
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { appStarted } from '../test/setup/app-started';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Finding {
  id: string;
  impact: string;
  targets: string[];
}

export async function seriousAxeFindings(page: Page): Promise<string[]> {
  // The prerendered first view is inert until the app has rendered over it, and axe skips inert content.
  await appStarted(page);
  await page.evaluate(axeSource);
  const findings = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations.map((violation) => ({ id: violation.id, impact: violation.impact, targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')) }));
  }) as Finding[];
  return findings.filter((finding) => finding.impact === 'serious' || finding.impact === 'critical')
    .map((finding) => `${finding.id} (${finding.impact}): ${finding.targets.join(' | ')}`);
}
