// The file the Download link offers: the API's transparent PNG as it is, or, with a background
// colour or WebP chosen, a copy the API makes from it (the model is not run again).
import { useEffect, useState } from 'react';
import { exportCutout } from '../../api/background-output';
import { releaseResults } from '../../api/client';
import type { CutoutFormat } from '../../contract/remove-background';

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
        const exported = await exportCutout({ from: result.url, background: options.background, format: options.format });
        made = exported.url;
        // Settings changed while it was made: the copy is not wanted any more.
        if (!current) {
          void releaseResults([exported.url]);
          return;
        }
        setFile(exported);
      } catch {
        if (current) setFailed(true);
      }
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
      if (made) void releaseResults([made]);
    };
  }, [result, plain, options.background, options.format]);

  if (!result) return { preparing: false, failed: false };
  if (plain) return { file: result, preparing: false, failed: false };
  return { file, preparing: !file && !failed, failed };
}
