import { Eraser } from 'lucide-react';
import { DEFAULT_MAX_SIZE_MB, PHOTO_ACCEPT } from '../../contract/upload-rules';
import type { ToolDefinition } from '../tool-definition';

export const tool: ToolDefinition = {
  id: 'background-remover',
  path: '/background-remover',
  title: 'Background remover',
  description: 'Remove the background from a photo, on your device.',
  // Spec, second document §5: one image; only the first is used.
  upload: {
    accept: PHOTO_ACCEPT, maxFiles: 1, maxSizeMb: DEFAULT_MAX_SIZE_MB,
    wrongTypeMessage: 'Some files were skipped because they are not images.',
  },
  relatedCardIds: ['convert-to-pdf', 'compress-pdf', 'merge-pdf'],
  cards: [
    { id: 'background-remover', name: 'Background remover', description: 'Remove the background from a photo, on your device.', icon: Eraser, category: 'Additional Tools', placements: ['allTools'], color: 'bg-pink-50 text-pink-600', order: 390 },
  ],
};
