import { BookOpen } from 'lucide-react';
import { PDF_BATCH } from '../../contract/upload-rules';
import type { ToolDefinition } from '../tool-definition';

const description = 'Arrange a PDF to print as a folded, stapled booklet: two pages on each side, in the right order.';

export const tool: ToolDefinition = {
  id: 'booklet-pdf',
  path: '/booklet-pdf',
  title: 'Booklet PDF',
  description,
  upload: PDF_BATCH,
  relatedCardIds: ['n-up-pdf', 'organize-pdf', 'merge-pdf'],
  cards: [
    {
      id: 'booklet-pdf', name: 'Booklet', description, icon: BookOpen, category: 'Layout and print',
      placements: ['more', 'allTools'], color: 'bg-sky-50 text-sky-600', order: 101,
      keywords: ['imposition', 'saddle stitch', 'zine', 'brochure', 'booklet printing', 'fold', 'pamphlet'],
    },
  ],
};
