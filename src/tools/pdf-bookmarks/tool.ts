import { Bookmark } from 'lucide-react';
import { ONE_PDF } from '../../contract/upload-rules';
import type { ToolDefinition } from '../tool-definition';

const description = 'Add, rename, nest and reorder the bookmarks of a PDF, or make them from its headings.';

export const tool: ToolDefinition = {
  id: 'pdf-bookmarks',
  path: '/pdf-bookmarks',
  title: 'Edit bookmarks',
  description,
  upload: ONE_PDF,
  relatedCardIds: ['page-labels', 'split-pdf', 'pdf-metadata'],
  cards: [
    {
      id: 'pdf-bookmarks', name: 'Bookmarks', description, icon: Bookmark, category: 'Organize', placements: ['more', 'allTools'],
      color: 'bg-amber-50 text-amber-700', order: 215,
      keywords: ['outline', 'table of contents', 'toc', 'chapters', 'navigation', 'bookmark editor'],
    },
  ],
};
