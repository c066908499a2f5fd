import { Hash } from 'lucide-react';
import { PDF_BATCH } from '../../contract/upload-rules';
import type { ToolDefinition } from '../tool-definition';

export const tool: ToolDefinition = {
  id: 'add-page-numbers',
  path: '/add-page-numbers',
  title: 'Add page numbers',
  description: 'Number the pages of a PDF with the position and style you choose.',
  upload: PDF_BATCH,
  relatedCardIds: ['merge-pdf', 'compress-pdf', 'split-pdf'],
  cards: [
    { id: 'add-page-numbers', name: 'Add page numbers', description: 'Number the pages of a PDF with the position and style you choose.', icon: Hash, category: 'Additional Tools', placements: ['home', 'allTools'], color: 'bg-purple-50 text-purple-600', footer: 'Edit PDF', order: 340 },
  ],
};
