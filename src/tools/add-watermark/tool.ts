import { Droplets } from 'lucide-react';
import { PDF_BATCH } from '../../contract/upload-rules';
import type { ToolDefinition } from '../tool-definition';

export const tool: ToolDefinition = {
  id: 'add-watermark',
  path: '/add-watermark',
  title: 'Add watermark',
  description: 'Stamp text or an image over your PDF pages.',
  upload: PDF_BATCH,
  relatedCardIds: ['merge-pdf', 'compress-pdf', 'split-pdf'],
  cards: [
    { id: 'add-watermark', name: 'Add watermark', description: 'Stamp text or an image over your PDF pages.', icon: Droplets, category: 'Additional Tools', placements: ['home', 'allTools'], color: 'bg-purple-50 text-purple-600', footer: 'Edit PDF', order: 350 },
  ],
};
