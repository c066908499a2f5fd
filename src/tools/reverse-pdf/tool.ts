import { ArrowDownWideNarrow } from 'lucide-react';
import { PDF_BATCH } from '../../contract/upload-rules';
import type { ToolDefinition } from '../tool-definition';

const description = 'Put the pages of a PDF in reverse order: the last page comes first.';

export const tool: ToolDefinition = {
  id: 'reverse-pdf',
  path: '/reverse-pdf',
  title: 'Reverse order',
  description,
  upload: PDF_BATCH,
  relatedCardIds: ['alternate-merge-pdf', 'organize-pdf', 'rotate-pages'],
  cards: [
    {
      id: 'reverse-pdf', name: 'Reverse order', description, icon: ArrowDownWideNarrow,
      category: 'Organize', placements: ['more', 'allTools'], color: 'bg-orange-50 text-orange-600', order: 121,
      keywords: ['reverse', 'backwards', 'flip order', 'last page first', 'invert page order'],
    },
  ],
};
