// The sentences for what Compress and Optimize did. Both screens report the same facts, so both
// texts files word them with this one function rather than two copies of each sentence.
import type { ShrinkAction } from '../contract/shrink-actions';
import { formatBytes } from './format-bytes';

export function describeShrinkAction(action: ShrinkAction): string {
  switch (action.kind) {
    case 'fonts-subset':
      return action.fonts > 0 ? `Subset ${plural(action.fonts, 'embedded font')} to the characters the document uses.` : 'No embedded fonts to subset.';
    case 'images':
      if (action.total === 0) return 'No images to recompress.';
      if (action.recompressed === 0) {
        return `Kept all ${plural(action.total, 'image')} as they were: none would get smaller at ${action.targetDpi} dpi and JPEG quality ${action.quality} without harm.`;
      }
      return `Recompressed ${action.recompressed} of ${plural(action.total, 'image')} to at most ${action.targetDpi} dpi, JPEG quality ${action.quality}${action.grayscale ? ', greyscale' : ''} (${formatBytes(action.bytesBefore)} → ${formatBytes(action.bytesAfter)}).`;
    case 'annotations-removed':
      return action.count > 0 ? `Removed ${plural(action.count, 'annotation')} (comments, highlights, stamps); links and form fields kept.` : 'No annotations to remove.';
    case 'metadata-removed': {
      if (!action.info && !action.xmp) return 'No document metadata to remove.';
      const parts = [action.info && 'document information (title, author, dates, producer)', action.xmp && 'XMP metadata'].filter(Boolean);
      return `Removed the ${parts.join(' and ')}.`;
    }
    case 'structure-cleaned':
      return `Cleaned the structure: identical objects stored once, unused ones dropped, streams recompressed, small objects packed into object streams (${action.objectsBefore} objects before, ${action.objectsAfter} after).`;
    case 'linearized':
      return 'Linearized for fast web view: the first page shows before the rest has loaded.';
    case 'not-linearized':
      return 'Fast web view could not be added to this file; it is saved optimized without it.';
    case 'kept-original':
      return `The result was not smaller (${formatBytes(action.resultSize)}), so the original file is kept unchanged.`;
    case 'repaired-kept-larger':
      return 'The file was damaged, so its repaired version is returned although it is not smaller.';
  }
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
