import type { PDFDocument } from 'pdf-lib';
import type { ProgressCallback } from '../../../src/contract/errors';
import { savePageSubset } from './page-subset';
import { pageObjectOwners } from './page-aware-copier';
import { noFacts, pdfOutput, type EngineResult, type NoFacts, type OutputFile } from '../../../src/contract/engine-job';

export interface PartPlan {
  filename: string;
  /** 1-based source pages, in output order. */
  pages: number[];
  /** Blank pages to add: positions among `pages` (see `PageSubsetOptions.blanksAt`). */
  blanksAt?: number[];
}

interface PartsOptions {
  creator: string;
  /** Degrees to add, by 1-based source page. */
  rotations?: ReadonlyMap<number, number>;
  onProgress?: ProgressCallback;
}

/**
 * Writes one PDF per planned part. Progress counts pages copied, and each part's save as a quarter
 * of its pages (writing takes about that long), so a split into 500 one-page files moves steadily;
 * it is reported at most once per percent.
 */
export async function savePageParts(source: PDFDocument, plans: PartPlan[], { creator, rotations, onProgress }: PartsOptions): Promise<EngineResult<NoFacts>> {
  const saveWork = (plan: PartPlan) => Math.ceil(plan.pages.length / 4);
  const total = plans.reduce((sum, plan) => sum + plan.pages.length + saveWork(plan), 0);
  const zeroBasedRotations = rotations && new Map([...rotations].map(([page, turn]) => [page - 1, turn]));
  let done = 0;
  // Each report crosses to the page's main thread; one per percent is all a progress bar can show.
  let reportedPercent = -1;
  const report = () => {
    const percent = Math.floor((done * 100) / total);
    if (percent === reportedPercent && done !== total) return;
    reportedPercent = percent;
    onProgress?.(done, total);
  };
  const outputs: OutputFile[] = [];
  const owners = pageObjectOwners(source);
  for (const plan of plans) {
    const bytes = await savePageSubset(source, plan.pages.map((page) => page - 1), {
      creator,
      owners,
      rotations: zeroBasedRotations,
      blanksAt: plan.blanksAt,
      onPageCopied: () => {
        done += 1;
        report();
      },
    });
    done += saveWork(plan);
    report();
    outputs.push(pdfOutput(plan.filename, bytes, plan.pages.length + (plan.blanksAt?.length ?? 0)));
  }
  return { outputs, facts: noFacts };
}
