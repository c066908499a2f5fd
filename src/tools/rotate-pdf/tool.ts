import { RotateCwSquare } from 'lucide-react';
import { PDF_BATCH } from '../../contract/upload-rules';
import type { ToolDefinition } from '../tool-definition';

const description = 'Turn all pages, odd or even pages, or the pages you choose, in one go, without opening the editor.';

export const tool: ToolDefinition = {
  id: 'rotate-pdf',
  path: '/rotate-pdf',
  title: 'Rotate pages',
  description,
  upload: PDF_BATCH,
  relatedCardIds: ['organize-pdf', 'reverse-pdf', 'edit-pdf'],
  cards: [
    {
      // The spec's own "Rotate PDF" card (the editor's rotate, /edit-pdf?tool=rotate) holds the id rotate-pdf.
      id: 'rotate-pages', name: 'Rotate pages', description, icon: RotateCwSquare,
      category: 'Organize', placements: ['more', 'allTools'], color: 'bg-orange-50 text-orange-600', order: 123,
      keywords: ['turn', 'rotate', 'landscape', 'portrait', 'orientation', 'sideways', 'upside down'],
    },
  ],
};
