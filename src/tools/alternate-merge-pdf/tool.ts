import { BetweenHorizontalStart } from 'lucide-react';
import { DEFAULT_MAX_FILES, PDF_ACCEPT, PDF_TOOL_MAX_SIZE_MB } from '../../contract/upload-rules';
import type { ToolDefinition } from '../tool-definition';

const description = 'Interleave the pages of two scans, fronts and backs, into one document in reading order.';

export const tool: ToolDefinition = {
  id: 'alternate-merge-pdf',
  path: '/alternate-merge-pdf',
  title: 'Alternate merge',
  description,
  upload: { accept: PDF_ACCEPT, maxFiles: DEFAULT_MAX_FILES, maxSizeMb: PDF_TOOL_MAX_SIZE_MB },
  relatedCardIds: ['merge-pdf', 'reverse-pdf', 'organize-pdf'],
  cards: [
    {
      id: 'alternate-merge-pdf', name: 'Alternate merge', description, icon: BetweenHorizontalStart,
      category: 'Organize', placements: ['more', 'allTools'], color: 'bg-red-50 text-red-600', order: 120,
      keywords: ['interleave', 'collate', 'double-sided scan', 'fronts and backs', 'duplex', 'alternate pages', 'odd and even pages'],
    },
  ],
};
