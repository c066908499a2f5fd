import { FileMinus } from 'lucide-react';
import { ONE_PDF } from '../../contract/upload-rules';
import type { ToolDefinition } from '../tool-definition';

export const tool: ToolDefinition = {
  id: 'remove-pages',
  path: '/remove-pages',
  title: 'Remove pages',
  description: 'Delete the pages you do not need from a PDF.',
  upload: ONE_PDF,
  relatedCardIds: ['merge-pdf', 'compress-pdf', 'split-pdf'],
  cards: [
    { id: 'remove-pages', name: 'Remove pages', description: 'Delete the pages you do not need from a PDF.', icon: FileMinus, category: 'Additional Tools', placements: ['home', 'allTools'], color: 'bg-orange-50 text-orange-600', order: 40 },
  ],
};
