// The files the Download links offer: each cut-out's transparent PNG as it is, or, with a background
// colour or WebP chosen, a copy the API makes from it (the model is not run again). The options
// apply to every cut-out of the run; copies made for options no longer chosen are freed.
import { useEffect, useRef, useState } from 'react';
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

/** One cut-out's download: ready, still being made, or failed. */
export interface CutoutDownload {
  file?: CutoutFile;
  preparing: boolean;
  failed: boolean;
}

// A colour picker reports every step of a drag; export once the choice settles.
const SETTLE_MS = 250;

export function useCutoutExports(cutouts: CutoutFile[], options: CutoutOptions): CutoutDownload[] {
  const plain = !options.background && options.format === 'png';
  // What was made, by the options and the cut-out it was made for, so a copy made for other options is never offered.
  const optionsKey = `${options.background ?? ''}|${options.format}`;
  const [made, setMade] = useState<Record<string, CutoutFile | 'failed'>>({});
  const sources = cutouts.map((cutout) => cutout.url).join('|');
  const latest = useRef(cutouts);
  latest.current = cutouts;

  useEffect(() => {
    setMade({});
    if (plain || !sources) return undefined;
    let current = true;
    const exported: string[] = [];
    const timer = setTimeout(() => {
      for (const cutout of latest.current) {
        const key = `${optionsKey}|${cutout.url}`;
        exportCutout({ from: cutout.url, background: options.background, format: options.format }).then((file) => {
          // The options or the cut-outs changed while it was made: it is not wanted any more.
          if (!current) {
            void releaseResults([file.url]);
            return;
          }
          exported.push(file.url);
          setMade((previous) => ({ ...previous, [key]: file }));
        }, () => current && setMade((previous) => ({ ...previous, [key]: 'failed' })));
      }
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
      if (exported.length > 0) void releaseResults(exported);
    };
  }, [sources, plain, optionsKey, options.background, options.format]);

  return cutouts.map((cutout) => {
    if (plain) return { file: cutout, preparing: false, failed: false };
    const entry = made[`${optionsKey}|${cutout.url}`];
    if (entry === 'failed') return { preparing: false, failed: true };
    return { file: entry, preparing: !entry, failed: false };
  });
}
