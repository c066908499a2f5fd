import { imagesToPdfOperation, type ConvertAnswer, type ConvertResultItem, type ImagePageSettings } from '../../src/contract/convert-to-pdf';
import type { LocalEngines } from '../local-engines';
import type { RouteJob } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';

/**
 * Images: the engine makes one PDF of them (combine) or one each. An image it left out is named on
 * the first item, beside the reason; the others are in the PDF(s).
 */
export async function convertImages(engines: LocalEngines, job: RouteJob<ImagePageSettings>): Promise<ConvertAnswer> {
  const { outputs, facts } = await runTool(engines, imagesToPdfOperation, job);
  const items: ConvertResultItem[] = await storedItems(outputs);
  const skipped = facts.failures.map(({ fileIndex, code, message }) => ({ fileName: job.files[fileIndex].name, code, message }));
  if (skipped.length > 0) items[0] = { ...items[0], skipped };
  return items;
}
