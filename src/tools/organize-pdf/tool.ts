import { ArrowDownUp } from 'lucide-react';
import { ONE_PDF } from '../../contract/upload-rules';
import type { ToolDefinition } from '../tool-definition';

export const tool: ToolDefinition = {
  id: 'organize-pdf',
  path: '/organize-pdf',
  title: 'Organize PDF',
  description: 'Sort, rotate and delete pages of your PDF in any order.',
  upload: ONE_PDF,
  relatedCardIds: ['merge-pdf', 'compress-pdf', 'split-pdf'],
  cards: [
    { id: 'organize-pdf', name: 'Organize PDF', description: 'Sort, rotate and delete pages of your PDF in any order.', icon: ArrowDownUp, category: 'Additional Tools', placements: ['home', 'allTools'], color: 'bg-orange-50 text-orange-600', order: 10 },
  ],
};
