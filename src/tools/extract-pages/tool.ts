import { FileOutput } from 'lucide-react';
import { ONE_PDF } from '../../contract/upload-rules';
import type { ToolDefinition } from '../tool-definition';

export const tool: ToolDefinition = {
  id: 'extract-pages',
  path: '/extract-pages',
  title: 'Extract pages',
  description: 'Take the pages you choose out into a new PDF.',
  upload: ONE_PDF,
  relatedCardIds: ['merge-pdf', 'compress-pdf', 'split-pdf'],
  cards: [
    { id: 'extract-pages', name: 'Extract pages', description: 'Take the pages you choose out into a new PDF.', icon: FileOutput, category: 'Additional Tools', placements: ['home', 'allTools'], color: 'bg-orange-50 text-orange-600', order: 50 },
  ],
};
