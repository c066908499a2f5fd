import { Wrench } from 'lucide-react';
import { PDF_BATCH } from '../../contract/upload-rules';
import type { ToolDefinition } from '../tool-definition';

export const tool: ToolDefinition = {
  id: 'repair-pdf',
  path: '/repair-pdf',
  title: 'Repair PDF',
  description: 'Recover data from a damaged or corrupt PDF file.',
  upload: PDF_BATCH,
  relatedCardIds: ['merge-pdf', 'compress-pdf', 'split-pdf'],
  cards: [
    { id: 'repair-pdf', name: 'Repair PDF', description: 'Recover data from a damaged or corrupt PDF file.', icon: Wrench, category: 'Additional Tools', placements: ['home', 'allTools'], color: 'bg-green-50 text-green-600', order: 90 },
  ],
};
