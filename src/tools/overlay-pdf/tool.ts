import { Layers } from 'lucide-react';
import { PDF_FILE_RULES } from '../../contract/upload-rules';
import type { ToolDefinition } from '../tool-definition';

const description = 'Draw one PDF’s pages over or under another’s: letterhead, stamps, form backgrounds.';

export const tool: ToolDefinition = {
  id: 'overlay-pdf',
  path: '/overlay-pdf',
  title: 'Overlay PDF',
  description,
  // Two files make one job: the document, then the overlay.
  upload: { ...PDF_FILE_RULES, maxFiles: 2 },
  relatedCardIds: ['resize-pdf', 'add-watermark', 'merge-pdf'],
  cards: [
    {
      id: 'overlay-pdf', name: 'Overlay PDF', description, icon: Layers, category: 'Layout and print', placements: ['more', 'allTools'],
      color: 'bg-teal-50 text-teal-600', order: 141,
      keywords: ['overlay', 'underlay', 'letterhead', 'stationery', 'background', 'stamp', 'form background'],
    },
  ],
};
