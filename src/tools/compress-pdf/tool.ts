import { Minimize2 } from 'lucide-react';
import { PDF_BATCH } from '../../contract/upload-rules';
import type { ToolDefinition } from '../tool-definition';

export const tool: ToolDefinition = {
  id: 'compress-pdf',
  path: '/compress-pdf',
  title: 'Compress PDF',
  description: 'Reduce file size while keeping the best possible quality.',
  upload: PDF_BATCH,
  relatedCardIds: ['merge-pdf', 'split-pdf', 'convert-to-pdf'],
  cards: [
    { id: 'compress-pdf', name: 'Compress PDF', description: 'Reduce file size while keeping the best possible quality.', icon: Minimize2, category: 'Additional Tools', placements: ['home', 'allTools'], color: 'bg-green-50 text-green-600', order: 80 },
  ],
};
