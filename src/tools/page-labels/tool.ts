import { ListOrdered } from 'lucide-react';
import { PDF_BATCH } from '../../contract/upload-rules';
import type { ToolDefinition } from '../tool-definition';

const description = 'Number pages the way the book does: i, ii, iii for the preface, 1, 2, 3 for the chapters, A-1 for the annex.';

export const tool: ToolDefinition = {
  id: 'page-labels',
  path: '/page-labels',
  title: 'Page labels',
  description,
  upload: PDF_BATCH,
  relatedCardIds: ['add-page-numbers', 'organize-pdf', 'pdf-metadata'],
  cards: [
    {
      id: 'page-labels', name: 'Page labels', description, icon: ListOrdered, category: 'Organize', placements: ['more', 'allTools'],
      color: 'bg-teal-50 text-teal-700', order: 210,
      keywords: ['roman numerals', 'page numbering', 'logical page numbers', 'preface', 'front matter', 'label'],
    },
  ],
};
