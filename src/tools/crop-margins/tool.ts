import { Crop } from 'lucide-react';
import { PDF_BATCH } from '../../contract/upload-rules';
import type { ToolDefinition } from '../tool-definition';

export const tool: ToolDefinition = {
  id: 'crop-margins',
  path: '/crop-margins',
  title: 'Crop margins',
  description: 'Trim the white margins around the content of every page, automatically.',
  upload: PDF_BATCH,
  relatedCardIds: ['remove-blank-pages', 'compress-pdf', 'split-pdf'],
  cards: [
    {
      id: 'crop-margins',
      name: 'Crop margins',
      description: 'Trim the white margins around the content of every page, automatically.',
      icon: Crop,
      category: 'Layout and print',
      placements: ['more', 'allTools'],
      keywords: ['trim', 'auto crop', 'whitespace', 'margins', 'crop white'],
      color: 'bg-teal-50 text-teal-600',
      order: 170,
    },
  ],
};
