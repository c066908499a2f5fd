import { Tags } from 'lucide-react';
import { PDF_BATCH } from '../../contract/upload-rules';
import type { ToolDefinition } from '../tool-definition';

const description = 'See and edit a PDF’s title, author and other properties, or remove every trace of who made it.';

export const tool: ToolDefinition = {
  id: 'pdf-metadata',
  path: '/pdf-metadata',
  title: 'Edit PDF metadata',
  description,
  upload: PDF_BATCH,
  relatedCardIds: ['protect-pdf', 'compress-pdf', 'repair-pdf'],
  cards: [
    {
      id: 'pdf-metadata', name: 'Edit metadata', description, icon: Tags, category: 'Security', placements: ['more', 'allTools'],
      color: 'bg-slate-100 text-slate-700', order: 200,
      keywords: ['properties', 'document info', 'author', 'title', 'xmp', 'remove metadata', 'strip metadata', 'privacy', 'anonymize'],
    },
  ],
};
