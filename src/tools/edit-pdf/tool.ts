import { Crop, EyeOff, GitCompare, Lock, PenLine, RotateCw, Signature, TextCursorInput, Unlock } from 'lucide-react';
import { ONE_PDF, PDF_BATCH } from '../../contract/upload-rules';
import type { ToolCard, ToolDefinition, ToolVariant } from '../tool-definition';

const cards: ToolCard[] = [
    { id: 'edit-pdf', name: 'Edit PDF', description: 'Add text, shapes, images and highlights to a PDF.', icon: PenLine, category: 'Additional Tools', placements: ['home', 'allTools'], color: 'bg-purple-50 text-purple-600', badge: 'New!', footer: 'Edit PDF', order: 290 },
    { id: 'sign-pdf', name: 'Sign PDF', description: 'Sign a document yourself or add your signature image.', icon: Signature, category: 'Additional Tools', placements: ['home', 'allTools'], color: 'bg-purple-50 text-purple-600', footer: 'Edit PDF', variant: 'sign', order: 300 },
    { id: 'rotate-pdf', name: 'Rotate PDF', description: 'Rotate the pages of your PDF the way you need them.', icon: RotateCw, category: 'Additional Tools', placements: ['home', 'allTools'], color: 'bg-purple-50 text-purple-600', footer: 'Edit PDF', variant: 'rotate', order: 310 },
    { id: 'unlock-pdf', name: 'Unlock PDF', description: 'Remove the password from a PDF you can open.', icon: Unlock, category: 'Additional Tools', placements: ['home', 'allTools'], color: 'bg-indigo-50 text-indigo-600', footer: 'Edit PDF', variant: 'unlock', order: 320 },
    { id: 'protect-pdf', name: 'Protect PDF', description: 'Encrypt a PDF with a password.', icon: Lock, category: 'Additional Tools', placements: ['home', 'allTools'], color: 'bg-indigo-50 text-indigo-600', footer: 'Edit PDF', variant: 'protect', order: 330 },
    { id: 'crop-pdf', name: 'Crop PDF', description: 'Trim the margins of PDF pages.', icon: Crop, category: 'Additional Tools', placements: ['allTools'], color: 'bg-purple-50 text-purple-600', variant: 'crop', order: 360 },
    { id: 'redact-pdf', name: 'Redact PDF', description: 'Remove sensitive text and images for good.', icon: EyeOff, category: 'Additional Tools', placements: ['allTools'], color: 'bg-purple-50 text-purple-600', variant: 'redact', order: 370 },
    { id: 'edit-pdf-text', name: 'Edit PDF text', description: 'Change the words already in a PDF, and find and replace.', icon: TextCursorInput, category: 'Edit', placements: ['more', 'allTools'], color: 'bg-purple-50 text-purple-600', variant: 'edit-text', order: 385,
      keywords: ['change text', 'edit existing text', 'modify text', 'find and replace', 'replace text', 'correct a typo', 'rewrite'] },
    { id: 'compare-pdf', name: 'Compare PDF', description: 'Show the differences between two PDFs.', icon: GitCompare, category: 'Additional Tools', placements: ['allTools'], color: 'bg-purple-50 text-purple-600', variant: 'compare', order: 380 },
];

// Protect and Unlock work on each PDF alone, so they take several at once; the editor's other tools
// are about one document.
const batchVariants = ['protect', 'unlock'];

// Each card opens the editor on its tool (`/edit-pdf?tool=sign`); the Edit PDF card opens it as it is.
const variants: ToolVariant[] = cards.map((card) => ({
  id: card.variant ?? 'edit', title: card.name, description: card.description,
  upload: batchVariants.includes(card.variant ?? '') ? PDF_BATCH : ONE_PDF,
}));

export const tool: ToolDefinition = {
  id: 'edit-pdf',
  path: '/edit-pdf',
  title: 'Edit PDF',
  description: 'Add text, shapes, images and highlights to a PDF.',
  upload: ONE_PDF,
  relatedCardIds: ['merge-pdf', 'compress-pdf', 'split-pdf'],
  // Its annotations and form filling are saved incrementally on a signed file (workers/engines/editor/signed-file.ts).
  signatures: 'kept-for-annotations',
  cards,
  variants: { param: 'tool', defaultId: 'edit', list: variants },
};
