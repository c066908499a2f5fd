import { FileKey2 } from 'lucide-react';
import { PDF_BATCH } from '../../contract/upload-rules';
import type { ToolDefinition } from '../tool-definition';

const description = 'Sign a PDF with a certificate: a digital signature anyone can check, made on your device with a key that never leaves it.';

export const tool: ToolDefinition = {
  id: 'sign-pdf-certificate',
  path: '/sign-pdf-certificate',
  title: 'Sign PDF with a certificate',
  description,
  upload: PDF_BATCH,
  signatures: 'kept',
  relatedCardIds: ['validate-signature', 'sign-pdf', 'protect-pdf'],
  cards: [
    {
      id: 'sign-pdf-certificate', name: 'Digital signature', description, icon: FileKey2, category: 'Security', placements: ['more', 'allTools'],
      color: 'bg-indigo-50 text-indigo-700', order: 250,
      keywords: ['digital signature', 'certificate', 'pades', 'p12', 'pfx', 'e-signature', 'esign', 'cryptographic signature', 'sign with certificate'],
    },
  ],
};
