import { Combine } from 'lucide-react';
import { DEFAULT_MAX_FILES, PDF_ACCEPT, PDF_TOOL_MAX_SIZE_MB } from '../../contract/upload-rules';
import type { ToolDefinition } from '../tool-definition';

export const tool: ToolDefinition = {
  id: 'merge-pdf',
  path: '/merge-pdf',
  title: 'Merge PDF Files',
  description: 'Combine multiple PDF files into one document. Drag and drop to reorder pages.',
  upload: { accept: PDF_ACCEPT, maxFiles: DEFAULT_MAX_FILES, maxSizeMb: PDF_TOOL_MAX_SIZE_MB },
  relatedCardIds: ['split-pdf', 'compress-pdf', 'convert-to-pdf'],
  cards: [
    { id: 'merge-pdf', name: 'Merge PDF', description: 'Combine PDFs in the order you want into one document.', icon: Combine, category: 'Additional Tools', placements: ['home', 'allTools'], color: 'bg-red-50 text-red-600', order: 20 },
  ],
};
