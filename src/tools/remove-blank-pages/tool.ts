import { FileX2 } from 'lucide-react';
import { PDF_BATCH } from '../../contract/upload-rules';
import type { ToolDefinition } from '../tool-definition';

export const tool: ToolDefinition = {
  id: 'remove-blank-pages',
  path: '/remove-blank-pages',
  title: 'Remove blank pages',
  description: 'Find the empty pages of a PDF or a scan, check them, and take them out.',
  upload: PDF_BATCH,
  relatedCardIds: ['remove-pages', 'split-pdf', 'compress-pdf'],
  cards: [
    {
      id: 'remove-blank-pages',
      name: 'Remove blank pages',
      description: 'Find the empty pages of a PDF or a scan, check them, and take them out.',
      icon: FileX2,
      category: 'Organize',
      placements: ['more', 'allTools'],
      keywords: ['blank', 'empty pages', 'scanner', 'white pages', 'delete blank'],
      color: 'bg-sky-50 text-sky-600',
      order: 160,
    },
  ],
};
