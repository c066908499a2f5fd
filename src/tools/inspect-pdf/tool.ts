import { FileSearch } from 'lucide-react';
import { PDF_BATCH } from '../../contract/upload-rules';
import type { ToolDefinition } from '../tool-definition';

const description = 'See what a PDF is made of before you share it: fonts, images, scripts, attached files, links, layers, forms and metadata.';

export const tool: ToolDefinition = {
  id: 'inspect-pdf',
  path: '/inspect-pdf',
  title: 'Inspect PDF',
  description,
  upload: PDF_BATCH,
  // It only reads: the report leaves the file as it is.
  signatures: 'kept',
  relatedCardIds: ['sanitize-pdf', 'pdf-metadata', 'extract-images'],
  cards: [
    {
      id: 'inspect-pdf', name: 'Inspect PDF', description, icon: FileSearch, category: 'Security', placements: ['more', 'allTools'],
      color: 'bg-cyan-50 text-cyan-700', order: 270,
      keywords: ['pdf info', 'properties', 'fonts', 'document report', 'analyze', 'javascript', 'preflight', 'pdffonts', 'pdfinfo'],
    },
  ],
};
