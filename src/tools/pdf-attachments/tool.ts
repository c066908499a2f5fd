import { Paperclip } from 'lucide-react';
import { PDF_BATCH } from '../../contract/upload-rules';
import type { ToolDefinition } from '../tool-definition';

const description = 'See the files a PDF carries, save them, attach new ones or remove them.';

export const tool: ToolDefinition = {
  id: 'pdf-attachments',
  path: '/pdf-attachments',
  title: 'PDF attachments',
  description,
  upload: PDF_BATCH,
  relatedCardIds: ['pdf-metadata', 'merge-pdf', 'compress-pdf'],
  cards: [
    {
      id: 'pdf-attachments', name: 'Attachments', description, icon: Paperclip, category: 'Organize', placements: ['more', 'allTools'],
      color: 'bg-sky-50 text-sky-700', order: 220,
      keywords: ['embedded files', 'attach file', 'extract attachments', 'portfolio', 'zugferd', 'factur-x', 'e-invoice'],
    },
  ],
};
