import { ScanLine } from 'lucide-react';
import type { ToolDefinition } from '../tool-definition';

export const tool: ToolDefinition = {
  id: 'pdf-scanner',
  path: '/pdf-scanner',
  title: 'Scan to PDF',
  description: 'Capture paper documents with your camera and save them as PDF.',
  relatedCardIds: ['merge-pdf', 'compress-pdf', 'split-pdf'],
  cards: [
    { id: 'pdf-scanner', name: 'Scan to PDF', description: 'Capture paper documents with your camera and save them as PDF.', icon: ScanLine, category: 'Additional Tools', placements: ['home', 'allTools'], color: 'bg-sky-50 text-sky-600', order: 60 },
  ],
};
