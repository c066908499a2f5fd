// The file the Download link offers: the API's transparent PNG as it is, or, with a background
// colour or WebP chosen, a copy made from it in the background worker (the model is not run again).
import { useEffect, useState } from 'react';
import { browserEngines } from '../../../workers/runtime/browser-engines';
import { exportCutoutOperation, type CutoutFormat } from '../../contract/remove-background';

export interface CutoutOptions {
  /** `#rrggbb`, or undefined for transparent. */
  background?: string;
  format: CutoutFormat;
}

export interface CutoutFile {
  url: string;
  filename: string;
  size: number;
}

// A colour picker reports every step of a drag; export once the choice settles.
const SETTLE_MS = 250;

export function useCutoutExport(result: CutoutFile | undefined, options: CutoutOptions): { file?: CutoutFile; preparing: boolean; failed: boolean } {
  const [file, setFile] = useState<CutoutFile>();
  const [failed, setFailed] = useState(false);
  const plain = !options.background && options.format === 'png';

  useEffect(() => {
    setFailed(false);
    if (!result || plain) {
      setFile(undefined);
      return undefined;
    }
    let current = true;
    let made: string | undefined;
    setFile(undefined);
    const timer = setTimeout(async () => {
      try {
        const png = new Uint8Array(await (await fetch(result.url)).arrayBuffer());
        const bytes = await browserEngines.run(exportCutoutOperation, { png, background: options.background, format: options.format });
        const blob = new Blob([bytes as BlobPart], { type: `image/${options.format}` });
        if (!current) return;
        made = URL.createObjectURL(blob);
        setFile({ url: made, filename: result.filename.replace(/\.png$/, `.${options.format}`), size: blob.size });
      } catch {
        if (current) setFailed(true);
      }
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
      if (made) URL.revokeObjectURL(made);
    };
  }, [result, plain, options.background, options.format]);

  if (!result) return { preparing: false, failed: false };
  if (plain) return { file: result, preparing: false, failed: false };
  return { file, preparing: !file && !failed, failed };
}
