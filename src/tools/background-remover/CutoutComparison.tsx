import type { CutoutAnswer } from '../../contract/remove-background';
import { CompareSlider } from './CompareSlider';
import { OutputOptions } from './OutputOptions';
import { cutoutBackdrop } from './cutout-backdrop';
import type { CutoutOptions } from './use-cutout-exports';
import { backgroundTexts as text } from './texts';

interface CutoutComparisonProps {
  originalUrl?: string;
  cutout: CutoutAnswer;
  options: CutoutOptions;
  onOptionsChange: (options: CutoutOptions) => void;
  colour: string;
  onColourChange: (colour: string) => void;
}

/** The original and its cut-out under one slider, and the download options (colour behind it, format). */
export function CutoutComparison({ originalUrl, cutout, options, onOptionsChange, colour, onColourChange }: CutoutComparisonProps) {
  return (
    <>
      <p className="text-sm text-slate-600">{text.compareLabel}</p>
      {originalUrl && (
        <CompareSlider
          originalUrl={originalUrl}
          resultUrl={cutout.url}
          width={cutout.width}
          height={cutout.height}
          resultBackground={cutoutBackdrop(options)}
          labels={{ original: text.originalLabel, result: text.resultLabel, slider: text.sliderLabel }}
        />
      )}
      <OutputOptions options={options} colour={colour} onColourChange={onColourChange} onChange={onOptionsChange} />
    </>
  );
}
