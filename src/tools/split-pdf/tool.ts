import { Scissors } from 'lucide-react';
import { PDF_BATCH } from '../../contract/upload-rules';
import type { ToolDefinition } from '../tool-definition';

export const tool: ToolDefinition = {
  id: 'split-pdf',
  path: '/split-pdf',
  title: 'Split PDF',
  description: 'Separate one page or a whole set into independent PDF files.',
  upload: PDF_BATCH,
  relatedCardIds: ['merge-pdf', 'compress-pdf', 'convert-to-pdf'],
  cards: [
    { id: 'split-pdf', name: 'Split PDF', description: 'Separate one page or a whole set into independent PDF files.', icon: Scissors, category: 'Additional Tools', placements: ['home', 'allTools'], color: 'bg-red-50 text-red-600', order: 30 },
  ],
};
