import { Droplets } from 'lucide-react';
import { ONE_PDF } from '../../contract/upload-rules';
import type { ToolDefinition } from '../tool-definition';

export const tool: ToolDefinition = {
  id: 'add-watermark',
  path: '/add-watermark',
  title: 'Add watermark',
  description: 'Stamp text or an image over your PDF pages.',
  upload: ONE_PDF,
  relatedCardIds: ['merge-pdf', 'compress-pdf', 'split-pdf'],
  cards: [
    { id: 'add-watermark', name: 'Add watermark', description: 'Stamp text or an image over your PDF pages.', icon: Droplets, category: 'Additional Tools', placements: ['home', 'allTools'], color: 'bg-purple-50 text-purple-600', footer: 'Edit PDF', order: 350 },
  ],
};
