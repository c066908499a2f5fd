import { Grid3x3 } from 'lucide-react';
import { PDF_BATCH } from '../../contract/upload-rules';
import type { ToolDefinition } from '../tool-definition';

const description = 'Print a large page on several small sheets: tiles of A4, A3 or Letter with overlap and cut marks.';

export const tool: ToolDefinition = {
  id: 'poster-pdf',
  path: '/poster-pdf',
  title: 'Poster PDF',
  description,
  upload: PDF_BATCH,
  relatedCardIds: ['n-up-pdf', 'booklet-pdf', 'split-pdf'],
  cards: [
    {
      id: 'poster-pdf', name: 'Poster (tiles)', description, icon: Grid3x3, category: 'Layout and print',
      placements: ['more', 'allTools'], color: 'bg-sky-50 text-sky-600', order: 102,
      keywords: ['tile', 'tiling', 'large format', 'banner', 'poster', 'print big', 'plan on a4', 'split page into sheets'],
    },
  ],
};
