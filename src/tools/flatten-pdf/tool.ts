import { Layers } from 'lucide-react';
import { PDF_BATCH } from '../../contract/upload-rules';
import type { ToolDefinition } from '../tool-definition';

const description = 'Make form fields, comments and stamps part of the page, so nobody can change them, or turn pages into pictures.';

export const tool: ToolDefinition = {
  id: 'flatten-pdf',
  path: '/flatten-pdf',
  title: 'Flatten PDF',
  description,
  upload: PDF_BATCH,
  relatedCardIds: ['pdf-metadata', 'protect-pdf', 'compress-pdf'],
  cards: [
    {
      id: 'flatten-pdf', name: 'Flatten PDF', description, icon: Layers, category: 'Security', placements: ['more', 'allTools'],
      color: 'bg-violet-50 text-violet-700', order: 240,
      keywords: ['flatten form', 'burn in annotations', 'lock form', 'print to image', 'rasterize', 'non-editable'],
    },
  ],
};
