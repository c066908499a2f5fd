// What a person would notice in the tab during a long job, recorded inside the page: main-thread tasks
// that block input (the Long Tasks API), each new wording of a job's progress caption and of its error
// line with the moment it appeared, and the moment of each click on a button. Timing inside the page
// leaves out the test driver's own waits. Install once the page has loaded (again after a navigation).
import type { Page } from '@playwright/test';
import { recordLongTasks } from '../test/fixtures/long-tasks';

export interface TabWatch {
  /** Durations in ms of every main-thread task over 50 ms since the watch began. */
  longTasks: () => Promise<number[]>;
  /** Each distinct progress caption, in order, with ms since the watch began. */
  captions: () => Promise<Moment[]>;
  /** Each distinct wording of a job's error line (e.g. "Cancelled."), with ms since the watch began. */
  jobErrors: () => Promise<Moment[]>;
  /** Each click on a button, its accessible text (label or words), with ms since the watch began. */
  clicks: () => Promise<Moment[]>;
}

export interface Moment { at: number; text: string }

interface Recorded { captions: Moment[]; jobErrors: Moment[]; clicks: Moment[] }

export async function watchTab(page: Page): Promise<TabWatch> {
  const longTasks = await recordLongTasks(page);
  await page.evaluate(() => {
    const recorded: Recorded = { captions: [], jobErrors: [], clicks: [] };
    (window as unknown as { benchWatch: Recorded }).benchWatch = recorded;
    const start = performance.now();
    const note = (moments: Moment[], text: string) => {
      if (text !== '' && text !== moments.at(-1)?.text) moments.push({ at: performance.now() - start, text });
    };
    new MutationObserver(() => {
      note(recorded.captions, document.querySelector('[data-testid=job-progress-caption]')?.textContent ?? '');
      note(recorded.jobErrors, document.querySelector('[data-testid=job-error]')?.textContent ?? '');
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
    // Capturing, so the moment is taken before the app's own handler runs.
    document.addEventListener('click', (event) => {
      const button = (event.target as Element | null)?.closest('button');
      if (button) recorded.clicks.push({ at: performance.now() - start, text: (button.getAttribute('aria-label') ?? button.textContent ?? '').trim() });
    }, { capture: true });
  });
  const read = () => page.evaluate(() => (window as unknown as { benchWatch: Recorded }).benchWatch);
  return {
    longTasks,
    captions: async () => (await read()).captions,
    jobErrors: async () => (await read()).jobErrors,
    clicks: async () => (await read()).clicks,
  };
}

/**
 * Moves the pointer as a person arriving at the page does, and waits while the app loads what it
 * loads on a first interaction (the local API, src/api/api-fetch.ts). That first load is one task
 * of about 250 ms on this machine whatever the file; a watch installed after it measures the work on
 * the file itself.
 */
export async function arriveAsAPerson(page: Page): Promise<void> {
  await page.mouse.move(200, 200);
  await page.mouse.move(240, 260);
  await page.waitForLoadState('networkidle');
}
