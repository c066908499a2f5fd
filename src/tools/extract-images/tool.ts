import { Images } from 'lucide-react';
import { PDF_BATCH } from '../../contract/upload-rules';
import type { ToolDefinition } from '../tool-definition';

const description = 'Save every picture inside a PDF as it is stored: photos as the original JPEGs, graphics as PNG.';

export const tool: ToolDefinition = {
  id: 'extract-images',
  path: '/extract-images',
  title: 'Extract images from PDF',
  description,
  upload: PDF_BATCH,
  relatedCardIds: ['convert-from-pdf', 'compress-pdf', 'pdf-attachments'],
  cards: [
    {
      id: 'extract-images', name: 'Extract images', description, icon: Images, category: 'Convert', placements: ['more', 'allTools'],
      color: 'bg-emerald-50 text-emerald-700', order: 250,
      keywords: ['save pictures', 'get photos', 'export images', 'pdfimages', 'rip images', 'original jpeg'],
    },
  ],
};
