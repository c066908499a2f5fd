import { PanelTop } from 'lucide-react';
import { PDF_BATCH } from '../../contract/upload-rules';
import type { ToolDefinition } from '../tool-definition';

const description = 'Put a header, a footer or Bates numbers on every page: file name, date, page of pages, numbers that run across files.';

export const tool: ToolDefinition = {
  id: 'header-footer',
  path: '/header-footer',
  title: 'Header, footer and Bates numbers',
  description,
  upload: PDF_BATCH,
  relatedCardIds: ['add-page-numbers', 'add-watermark', 'merge-pdf'],
  cards: [
    {
      id: 'header-footer', name: 'Header, footer & Bates', description, icon: PanelTop, category: 'Organize', placements: ['more', 'allTools'],
      color: 'bg-amber-50 text-amber-700', order: 230,
      keywords: ['bates numbering', 'legal numbering', 'running header', 'page x of y', 'confidential', 'stamp', 'discovery', 'production'],
    },
  ],
};
