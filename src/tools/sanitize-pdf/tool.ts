import { ShieldX } from 'lucide-react';
import { PDF_BATCH } from '../../contract/upload-rules';
import type { ToolDefinition } from '../tool-definition';

const description = 'Take scripts, attached files, hidden actions, comments and metadata out of a PDF before you share it.';

export const tool: ToolDefinition = {
  id: 'sanitize-pdf',
  path: '/sanitize-pdf',
  title: 'Sanitize PDF',
  description,
  upload: PDF_BATCH,
  relatedCardIds: ['pdf-metadata', 'flatten-pdf', 'pdf-attachments'],
  cards: [
    {
      id: 'sanitize-pdf', name: 'Sanitize PDF', description, icon: ShieldX, category: 'Security', placements: ['more', 'allTools'],
      color: 'bg-rose-50 text-rose-700', order: 260,
      keywords: ['remove javascript', 'clean pdf', 'scrub', 'disarm', 'cdr', 'remove hidden data', 'privacy', 'safe to share'],
    },
  ],
};
