import { Eraser } from 'lucide-react';
import { removeBackgroundCall } from '../../contract/remove-background';
import { DEFAULT_MAX_FILES } from '../../contract/upload-rules';
import type { ToolDefinition } from '../tool-definition';

export const tool: ToolDefinition = {
  id: 'background-remover',
  path: '/background-remover',
  title: 'Background remover',
  description: 'Remove the background from a photo, on your device.',
  // The call's image (spec, second document §5 and §9), several at once: each is one run, up to the
  // upload widget's default per pick (spec, first document §9), more by adding.
  upload: {
    accept: removeBackgroundCall.files.accept, maxFiles: DEFAULT_MAX_FILES, maxSizeMb: removeBackgroundCall.files.maxSizeMb,
    wrongTypeMessage: 'Some files were skipped because they are not images.',
  },
  relatedCardIds: ['convert-to-pdf', 'compress-pdf', 'merge-pdf'],
  cards: [
    { id: 'background-remover', name: 'Background remover', description: 'Remove the background from a photo, on your device.', icon: Eraser, category: 'Additional Tools', placements: ['allTools'], color: 'bg-pink-50 text-pink-600', order: 390 },
  ],
};
