import { BookOpen, Code, FileCode, FileImage, FileText, FileType, Images, Mail, Presentation, Sheet } from 'lucide-react';
import { convertFileRules, type ConvertType } from '../../contract/convert-to-pdf';
import { DEFAULT_MAX_FILES } from '../../contract/upload-rules';
import type { ToolCard, ToolDefinition, ToolVariant } from '../tool-definition';

const cards: ToolCard[] = [
    { id: 'jpg-to-pdf', name: 'JPG to PDF', description: 'Convert JPG, PNG and other images to PDF.', icon: FileImage, category: 'Convert to PDF', placements: ['home', 'allTools'], color: 'bg-yellow-50 text-yellow-600', footer: 'Convert to PDF', variant: 'jpg', order: 110 },
    { id: 'heic-to-pdf', name: 'HEIC to PDF', description: 'Turn iPhone HEIC and AVIF photos into PDF, upright as they were taken.', icon: FileImage, category: 'Convert to PDF', placements: ['more', 'allTools'], color: 'bg-yellow-50 text-yellow-600', variant: 'heic', order: 112, keywords: ['heic', 'heif', 'avif', 'iphone', 'photo', 'camera'] },
    { id: 'word-to-pdf', name: 'Word to PDF', description: 'Make DOC and DOCX files easy to read by converting them to PDF.', icon: FileText, category: 'Convert to PDF', placements: ['home', 'allTools'], color: 'bg-blue-50 text-blue-600', footer: 'Convert to PDF', variant: 'word', order: 120 },
    { id: 'powerpoint-to-pdf', name: 'PowerPoint to PDF', description: 'Make PPT and PPTX slideshows easy to view by converting them to PDF.', icon: Presentation, category: 'Convert to PDF', placements: ['home', 'allTools'], color: 'bg-orange-50 text-orange-600', footer: 'Convert to PDF', variant: 'powerpoint', order: 130 },
    { id: 'odg-to-pdf', name: 'ODG to PDF', description: 'Turn OpenDocument drawings (ODG) into PDF, shapes and text kept sharp.', icon: Presentation, category: 'Convert to PDF', placements: ['more', 'allTools'], color: 'bg-orange-50 text-orange-600', variant: 'drawing', order: 135, keywords: ['odg', 'draw', 'drawing', 'libreoffice', 'opendocument', 'diagram'] },
    { id: 'excel-to-pdf', name: 'Excel to PDF', description: 'Make Excel spreadsheets easy to read by converting them to PDF.', icon: Sheet, category: 'Convert to PDF', placements: ['home', 'allTools'], color: 'bg-emerald-50 text-emerald-600', footer: 'Convert to PDF', variant: 'excel', order: 140 },
    { id: 'html-to-pdf', name: 'HTML to PDF', description: 'Convert HTML pages to PDF documents.', icon: Code, category: 'Convert to PDF', placements: ['home', 'allTools'], color: 'bg-yellow-50 text-yellow-600', footer: 'Convert to PDF', variant: 'html', order: 150 },
    { id: 'markdown-to-pdf', name: 'Markdown to PDF', description: 'Turn Markdown notes and plain text files into PDF, tables and code included.', icon: FileCode, category: 'Convert to PDF', placements: ['more', 'allTools'], color: 'bg-yellow-50 text-yellow-600', variant: 'markdown', order: 155, keywords: ['md', 'markdown', 'txt', 'text', 'notes', 'readme'] },
    { id: 'svg-to-pdf', name: 'SVG to PDF', description: 'Turn SVG drawings into PDF, lines and text kept sharp at any size.', icon: FileImage, category: 'Convert to PDF', placements: ['more', 'allTools'], color: 'bg-yellow-50 text-yellow-600', variant: 'svg', order: 157, keywords: ['svg', 'vector', 'drawing', 'inkscape', 'illustrator', 'diagram'] },
    { id: 'eml-to-pdf', name: 'E-mail to PDF', description: 'Turn saved e-mails (.eml) into PDF: the message, then its attached PDFs and pictures.', icon: Mail, category: 'Convert to PDF', placements: ['more', 'allTools'], color: 'bg-sky-50 text-sky-600', variant: 'email', order: 158, keywords: ['eml', 'email', 'e-mail', 'mail', 'outlook', 'thunderbird', 'message'] },
    { id: 'ebook-to-pdf', name: 'E-book to PDF', description: 'Lay out EPUB, MOBI and FB2 books as PDF pages, chapters as bookmarks.', icon: BookOpen, category: 'Convert to PDF', placements: ['more', 'allTools'], color: 'bg-amber-50 text-amber-700', variant: 'ebook', order: 160, keywords: ['epub', 'mobi', 'fb2', 'ebook', 'kindle', 'book'] },
    { id: 'comic-to-pdf', name: 'Comic to PDF', description: 'Turn a CBZ comic book into a PDF, a page per picture.', icon: Images, category: 'Convert to PDF', placements: ['more', 'allTools'], color: 'bg-amber-50 text-amber-700', variant: 'comic', order: 165, keywords: ['cbz', 'comic', 'manga'] },
    { id: 'convert-to-pdf', name: 'Convert to PDF', description: 'Turn images, Office files and web pages into PDF.', icon: FileType, category: 'Convert to PDF', placements: [], color: 'bg-yellow-50 text-yellow-600', order: 400 },
];

// What each type accepts (the contract's lists and size, from the spec's second document §5); the
// first document's default count per pick.
const accepting = (type: ConvertType) => ({ ...convertFileRules(type), maxFiles: DEFAULT_MAX_FILES });
const variantOf = (cardId: string, variant: Omit<ToolVariant, 'title' | 'description'>): ToolVariant => {
  const card = cards.find((candidate) => candidate.id === cardId)!;
  return { title: card.name, description: card.description, ...variant };
};

export const tool: ToolDefinition = {
  id: 'convert-to-pdf',
  path: '/convert-to-pdf',
  title: 'Convert to PDF',
  description: 'Turn images, Office files and web pages into PDF.',
  relatedCardIds: ['merge-pdf', 'compress-pdf', 'split-pdf'],
  cards,
  // Spec, second document: type is image, word, powerpoint, excel or html; jpg maps to image; image by default.
  // E-books and comics are Folio's own additions.
  variants: {
    param: 'type',
    defaultId: 'image',
    list: [
      // HEIC and AVIF photos go the images' way: the HEIC card opens the same tab.
      variantOf('jpg-to-pdf', { id: 'image', aliases: ['jpg', 'heic'], upload: accepting('image') }),
      variantOf('word-to-pdf', { id: 'word', upload: accepting('word') }),
      // ODG drawings go the presentations' way: the ODG card opens the same tab.
      variantOf('powerpoint-to-pdf', { id: 'powerpoint', aliases: ['drawing'], upload: accepting('powerpoint') }),
      variantOf('excel-to-pdf', { id: 'excel', upload: accepting('excel') }),
      variantOf('html-to-pdf', { id: 'html', upload: accepting('html') }),
      variantOf('markdown-to-pdf', { id: 'markdown', upload: accepting('markdown') }),
      variantOf('svg-to-pdf', { id: 'svg', upload: accepting('svg') }),
      variantOf('eml-to-pdf', { id: 'email', upload: accepting('email') }),
      variantOf('ebook-to-pdf', { id: 'ebook', upload: accepting('ebook') }),
      variantOf('comic-to-pdf', { id: 'comic', upload: accepting('comic') }),
    ],
  },
};
