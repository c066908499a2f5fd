import { LayoutGrid } from 'lucide-react';
import { PDF_BATCH } from '../../contract/upload-rules';
import type { ToolDefinition } from '../tool-definition';

const description = 'Print several pages on each sheet: 2, 4, 6, 8, 9 or 16 pages per sheet, for handouts and proofs.';

export const tool: ToolDefinition = {
  id: 'n-up-pdf',
  path: '/n-up-pdf',
  title: 'N-up PDF',
  description,
  upload: PDF_BATCH,
  relatedCardIds: ['booklet-pdf', 'organize-pdf', 'split-pdf'],
  cards: [
    {
      id: 'n-up-pdf', name: 'N-up (pages per sheet)', description, icon: LayoutGrid, category: 'Layout and print',
      placements: ['more', 'allTools'], color: 'bg-sky-50 text-sky-600', order: 100,
      keywords: ['pages per sheet', 'n-up', 'multiple pages per sheet', 'handout', '2-up', '4-up', 'print several pages on one page'],
    },
  ],
};
