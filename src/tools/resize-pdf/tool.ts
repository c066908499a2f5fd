import { Scaling } from 'lucide-react';
import { PDF_BATCH } from '../../contract/upload-rules';
import type { ToolDefinition } from '../tool-definition';

const description = 'Scale pages to A4, Letter or any paper size, or add margins for binding.';

export const tool: ToolDefinition = {
  id: 'resize-pdf',
  path: '/resize-pdf',
  title: 'Resize pages',
  description,
  upload: PDF_BATCH,
  relatedCardIds: ['overlay-pdf', 'split-pdf', 'compress-pdf'],
  cards: [
    {
      id: 'resize-pdf', name: 'Resize pages', description, icon: Scaling, category: 'Layout and print', placements: ['more', 'allTools'],
      color: 'bg-teal-50 text-teal-600', order: 140,
      keywords: ['scale', 'page size', 'A4 to letter', 'letter to A4', 'paper size', 'margins', 'binding'],
    },
  ],
};
