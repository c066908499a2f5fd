import { Gauge } from 'lucide-react';
import { PDF_BATCH } from '../../contract/upload-rules';
import type { ToolDefinition } from '../tool-definition';

export const tool: ToolDefinition = {
  id: 'optimize-pdf',
  path: '/optimize-pdf',
  title: 'Optimize PDF',
  description: 'Prepare a PDF for the web, for print or for the archive.',
  upload: PDF_BATCH,
  relatedCardIds: ['merge-pdf', 'compress-pdf', 'split-pdf'],
  cards: [
    { id: 'optimize-pdf', name: 'Optimize PDF', description: 'Prepare a PDF for the web, for print or for the archive.', icon: Gauge, category: 'Additional Tools', placements: ['home', 'allTools'], color: 'bg-green-50 text-green-600', order: 70 },
  ],
};
