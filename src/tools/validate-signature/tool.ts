import { ShieldCheck } from 'lucide-react';
import { PDF_BATCH } from '../../contract/upload-rules';
import type { ToolDefinition } from '../tool-definition';

const description = 'Check every digital signature in a PDF: who signed, when, and whether the document changed since.';

export const tool: ToolDefinition = {
  id: 'validate-signature',
  path: '/validate-signature',
  title: 'Validate PDF signatures',
  description,
  upload: PDF_BATCH,
  signatures: 'kept',
  relatedCardIds: ['sign-pdf-certificate', 'sign-pdf', 'pdf-metadata'],
  cards: [
    {
      id: 'validate-signature', name: 'Validate signature', description, icon: ShieldCheck, category: 'Security', placements: ['more', 'allTools'],
      color: 'bg-emerald-50 text-emerald-700', order: 260,
      keywords: ['verify signature', 'check signature', 'validate', 'digital signature', 'pades', 'certificate', 'tampered', 'signed pdf'],
    },
  ],
};
