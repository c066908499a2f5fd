import { FilePlus2 } from 'lucide-react';
import { PDF_BATCH } from '../../contract/upload-rules';
import type { ToolDefinition } from '../tool-definition';

const description = 'Insert empty pages after every page, after the pages you choose, before the first, or to reach a multiple of 2 or 4.';

export const tool: ToolDefinition = {
  id: 'add-blank-pages',
  path: '/add-blank-pages',
  title: 'Add blank pages',
  description,
  upload: PDF_BATCH,
  relatedCardIds: ['remove-pages', 'organize-pdf', 'merge-pdf'],
  cards: [
    {
      id: 'add-blank-pages', name: 'Add blank pages', description, icon: FilePlus2,
      category: 'Organize', placements: ['more', 'allTools'], color: 'bg-orange-50 text-orange-600', order: 122,
      keywords: ['insert blank page', 'empty page', 'padding', 'separator', 'blank sheet', 'notes page'],
    },
  ],
};
