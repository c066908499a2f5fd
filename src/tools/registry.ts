// The one list of tools. The home grid, the header menus, the mobile menu, the tool finder,
// the footer, the routes and the Related Tools cards all read from here; a new tool is one entry
// in `tools`, one in `toolScreens` if it has its own route, and one folder in src/tools/.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { UploadRules } from '../lib/validate-upload';
import { DEFAULT_MAX_SIZE_MB, PDF_ACCEPT, PDF_TOOL_MAX_SIZE_MB, PHOTO_ACCEPT } from '../contract/upload-rules';
import {
  ArrowDownUp, Combine, Scissors, FileMinus, FileOutput, ScanLine, Gauge, Minimize2, Wrench,
  ScanText, FileImage, FileText, Presentation, Sheet, Code, Image, FileType, PenLine, Signature,
  RotateCw, Unlock, Lock, Hash, Droplets, Crop, EyeOff, GitCompare, Eraser, Archive, Binary,
  type LucideIcon,
} from 'lucide-react';

/** Where a tool appears besides its own route. */
export type Placement = 'home' | 'allTools' | 'convertMenu';

/** The mobile menu's collapsible categories (spec, first document §2). */
export type MenuCategory =
  | 'Convert to PDF'
  | 'PDF to Images'
  | 'PDF to Documents'
  | 'PDF to Data'
  | 'Additional Tools';

export interface Tool {
  id: string;
  name: string;
  description: string;
  icon: LucideIcon;
  /** Route plus query, exactly as the spec links it. */
  href: string;
  category: MenuCategory;
  placements: Placement[];
  /** Tailwind classes for the icon tile. */
  color: string;
  badge?: string;
  /** Footer column, when the tool is listed there. */
  footer?: 'Convert to PDF' | 'Edit PDF';
}

const everywhere: Placement[] = ['home', 'allTools'];

export const tools: Tool[] = [
  { id: 'organize-pdf', name: 'Organize PDF', description: 'Sort, rotate and delete pages of your PDF in any order.', icon: ArrowDownUp, href: '/organize-pdf', category: 'Additional Tools', placements: everywhere, color: 'bg-orange-50 text-orange-600' },
  { id: 'merge-pdf', name: 'Merge PDF', description: 'Combine PDFs in the order you want into one document.', icon: Combine, href: '/merge-pdf', category: 'Additional Tools', placements: everywhere, color: 'bg-red-50 text-red-600' },
  { id: 'split-pdf', name: 'Split PDF', description: 'Separate one page or a whole set into independent PDF files.', icon: Scissors, href: '/split-pdf', category: 'Additional Tools', placements: everywhere, color: 'bg-red-50 text-red-600' },
  { id: 'remove-pages', name: 'Remove pages', description: 'Delete the pages you do not need from a PDF.', icon: FileMinus, href: '/remove-pages', category: 'Additional Tools', placements: everywhere, color: 'bg-orange-50 text-orange-600' },
  { id: 'extract-pages', name: 'Extract pages', description: 'Take the pages you choose out into a new PDF.', icon: FileOutput, href: '/extract-pages', category: 'Additional Tools', placements: everywhere, color: 'bg-orange-50 text-orange-600' },
  { id: 'pdf-scanner', name: 'Scan to PDF', description: 'Capture paper documents with your camera and save them as PDF.', icon: ScanLine, href: '/pdf-scanner', category: 'Additional Tools', placements: everywhere, color: 'bg-sky-50 text-sky-600' },
  { id: 'optimize-pdf', name: 'Optimize PDF', description: 'Prepare a PDF for the web, for print or for the archive.', icon: Gauge, href: '/optimize-pdf', category: 'Additional Tools', placements: everywhere, color: 'bg-green-50 text-green-600' },
  { id: 'compress-pdf', name: 'Compress PDF', description: 'Reduce file size while keeping the best possible quality.', icon: Minimize2, href: '/compress-pdf', category: 'Additional Tools', placements: everywhere, color: 'bg-green-50 text-green-600' },
  { id: 'repair-pdf', name: 'Repair PDF', description: 'Recover data from a damaged or corrupt PDF file.', icon: Wrench, href: '/repair-pdf', category: 'Additional Tools', placements: everywhere, color: 'bg-green-50 text-green-600' },
  { id: 'ocr-pdf', name: 'OCR PDF', description: 'Turn scanned PDFs into searchable, selectable text.', icon: ScanText, href: '/convert-from-pdf?type=ocr', category: 'PDF to Documents', placements: everywhere, color: 'bg-green-50 text-green-600' },
  { id: 'jpg-to-pdf', name: 'JPG to PDF', description: 'Convert JPG, PNG and other images to PDF.', icon: FileImage, href: '/convert-to-pdf?type=jpg', category: 'Convert to PDF', placements: everywhere, color: 'bg-yellow-50 text-yellow-600', footer: 'Convert to PDF' },
  { id: 'word-to-pdf', name: 'Word to PDF', description: 'Make DOC and DOCX files easy to read by converting them to PDF.', icon: FileText, href: '/convert-to-pdf?type=word', category: 'Convert to PDF', placements: everywhere, color: 'bg-blue-50 text-blue-600', footer: 'Convert to PDF' },
  { id: 'powerpoint-to-pdf', name: 'PowerPoint to PDF', description: 'Make PPT and PPTX slideshows easy to view by converting them to PDF.', icon: Presentation, href: '/convert-to-pdf?type=powerpoint', category: 'Convert to PDF', placements: everywhere, color: 'bg-orange-50 text-orange-600', footer: 'Convert to PDF' },
  { id: 'excel-to-pdf', name: 'Excel to PDF', description: 'Make Excel spreadsheets easy to read by converting them to PDF.', icon: Sheet, href: '/convert-to-pdf?type=excel', category: 'Convert to PDF', placements: everywhere, color: 'bg-emerald-50 text-emerald-600', footer: 'Convert to PDF' },
  { id: 'html-to-pdf', name: 'HTML to PDF', description: 'Convert HTML pages to PDF documents.', icon: Code, href: '/convert-to-pdf?type=html', category: 'Convert to PDF', placements: everywhere, color: 'bg-yellow-50 text-yellow-600', footer: 'Convert to PDF' },
  { id: 'pdf-to-jpg', name: 'PDF to JPG', description: 'Convert each PDF page into a JPG image.', icon: Image, href: '/convert-from-pdf?type=jpg', category: 'PDF to Images', placements: everywhere, color: 'bg-yellow-50 text-yellow-600' },
  { id: 'pdf-to-png', name: 'PDF to PNG', description: 'Convert each PDF page into a PNG image.', icon: Image, href: '/convert-from-pdf?type=png', category: 'PDF to Images', placements: [], color: 'bg-yellow-50 text-yellow-600' },
  { id: 'pdf-to-tiff', name: 'PDF to TIFF', description: 'Convert PDF pages into a TIFF image.', icon: Image, href: '/convert-from-pdf?type=tiff', category: 'PDF to Images', placements: [], color: 'bg-yellow-50 text-yellow-600' },
  { id: 'pdf-to-psd', name: 'PDF to PSD', description: 'Convert PDF pages into Photoshop documents.', icon: Image, href: '/convert-from-pdf?type=psd', category: 'PDF to Images', placements: [], color: 'bg-yellow-50 text-yellow-600' },
  { id: 'pdf-to-word', name: 'PDF to Word', description: 'Convert PDF files into editable DOCX documents.', icon: FileText, href: '/convert-from-pdf?type=word', category: 'PDF to Documents', placements: ['home', 'allTools', 'convertMenu'], color: 'bg-blue-50 text-blue-600' },
  { id: 'pdf-to-powerpoint', name: 'PDF to PowerPoint', description: 'Turn PDF files into editable PPTX slideshows.', icon: Presentation, href: '/convert-from-pdf?type=powerpoint', category: 'PDF to Documents', placements: ['home', 'allTools', 'convertMenu'], color: 'bg-orange-50 text-orange-600' },
  { id: 'pdf-to-excel', name: 'PDF to Excel', description: 'Pull data from PDFs straight into Excel spreadsheets.', icon: Sheet, href: '/convert-from-pdf?type=excel', category: 'PDF to Documents', placements: ['home', 'allTools', 'convertMenu'], color: 'bg-emerald-50 text-emerald-600' },
  { id: 'pdf-to-pdfa', name: 'PDF to PDF/A', description: 'Convert PDFs to PDF/A for long-term archiving.', icon: Archive, href: '/convert-from-pdf?type=pdfa', category: 'PDF to Documents', placements: ['allTools', 'convertMenu'], color: 'bg-slate-50 text-slate-600' },
  { id: 'pdf-to-base64', name: 'PDF to Base64', description: 'Encode a PDF as Base64 text.', icon: Binary, href: '/convert-from-pdf?type=base64', category: 'PDF to Data', placements: [], color: 'bg-slate-50 text-slate-600' },
  { id: 'pdf-to-raw', name: 'PDF to raw text', description: 'Extract the raw text of a PDF.', icon: Binary, href: '/convert-from-pdf?type=raw', category: 'PDF to Data', placements: [], color: 'bg-slate-50 text-slate-600' },
  { id: 'pdf-to-json', name: 'PDF to JSON', description: 'Extract a PDF’s text and structure as JSON.', icon: Binary, href: '/convert-from-pdf?type=json', category: 'PDF to Data', placements: [], color: 'bg-slate-50 text-slate-600' },
  { id: 'pdf-to-xml', name: 'PDF to XML', description: 'Extract a PDF’s text and structure as XML.', icon: Binary, href: '/convert-from-pdf?type=xml', category: 'PDF to Data', placements: [], color: 'bg-slate-50 text-slate-600' },
  { id: 'pdf-to-yaml', name: 'PDF to YAML', description: 'Extract a PDF’s text and structure as YAML.', icon: Binary, href: '/convert-from-pdf?type=yaml', category: 'PDF to Data', placements: [], color: 'bg-slate-50 text-slate-600' },
  { id: 'edit-pdf', name: 'Edit PDF', description: 'Add text, shapes, images and highlights to a PDF.', icon: PenLine, href: '/edit-pdf', category: 'Additional Tools', placements: everywhere, color: 'bg-purple-50 text-purple-600', badge: 'New!', footer: 'Edit PDF' },
  { id: 'sign-pdf', name: 'Sign PDF', description: 'Sign a document yourself or add your signature image.', icon: Signature, href: '/edit-pdf', category: 'Additional Tools', placements: everywhere, color: 'bg-purple-50 text-purple-600', footer: 'Edit PDF' },
  { id: 'rotate-pdf', name: 'Rotate PDF', description: 'Rotate the pages of your PDF the way you need them.', icon: RotateCw, href: '/edit-pdf', category: 'Additional Tools', placements: everywhere, color: 'bg-purple-50 text-purple-600', footer: 'Edit PDF' },
  { id: 'unlock-pdf', name: 'Unlock PDF', description: 'Remove the password from a PDF you can open.', icon: Unlock, href: '/edit-pdf', category: 'Additional Tools', placements: everywhere, color: 'bg-indigo-50 text-indigo-600', footer: 'Edit PDF' },
  { id: 'protect-pdf', name: 'Protect PDF', description: 'Encrypt a PDF with a password.', icon: Lock, href: '/edit-pdf', category: 'Additional Tools', placements: everywhere, color: 'bg-indigo-50 text-indigo-600', footer: 'Edit PDF' },
  { id: 'add-page-numbers', name: 'Add page numbers', description: 'Number the pages of a PDF with the position and style you choose.', icon: Hash, href: '/add-page-numbers', category: 'Additional Tools', placements: everywhere, color: 'bg-purple-50 text-purple-600', footer: 'Edit PDF' },
  { id: 'add-watermark', name: 'Add watermark', description: 'Stamp text or an image over your PDF pages.', icon: Droplets, href: '/add-watermark', category: 'Additional Tools', placements: everywhere, color: 'bg-purple-50 text-purple-600', footer: 'Edit PDF' },
  { id: 'crop-pdf', name: 'Crop PDF', description: 'Trim the margins of PDF pages.', icon: Crop, href: '/edit-pdf', category: 'Additional Tools', placements: ['allTools'], color: 'bg-purple-50 text-purple-600' },
  { id: 'redact-pdf', name: 'Redact PDF', description: 'Remove sensitive text and images for good.', icon: EyeOff, href: '/edit-pdf', category: 'Additional Tools', placements: ['allTools'], color: 'bg-purple-50 text-purple-600' },
  { id: 'compare-pdf', name: 'Compare PDF', description: 'Show the differences between two PDFs.', icon: GitCompare, href: '/edit-pdf', category: 'Additional Tools', placements: ['allTools'], color: 'bg-purple-50 text-purple-600' },
  { id: 'background-remover', name: 'Background remover', description: 'Remove the background from a photo, on your device.', icon: Eraser, href: '/background-remover', category: 'Additional Tools', placements: ['allTools'], color: 'bg-pink-50 text-pink-600' },
  { id: 'convert-to-pdf', name: 'Convert to PDF', description: 'Turn images, Office files and web pages into PDF.', icon: FileType, href: '/convert-to-pdf', category: 'Convert to PDF', placements: [], color: 'bg-yellow-50 text-yellow-600' },
  { id: 'convert-from-pdf', name: 'Convert from PDF', description: 'Turn PDFs into images, Office files or data.', icon: FileType, href: '/convert-from-pdf', category: 'PDF to Documents', placements: [], color: 'bg-yellow-50 text-yellow-600' },
];

export const menuCategories: MenuCategory[] = [
  'Convert to PDF',
  'PDF to Images',
  'PDF to Documents',
  'PDF to Data',
  'Additional Tools',
];

export function toolsPlacedIn(placement: Placement): Tool[] {
  return tools.filter((tool) => tool.placements.includes(placement));
}

export function toolsInCategory(category: MenuCategory): Tool[] {
  return tools.filter((tool) => tool.category === category);
}

export function toolById(id: string): Tool {
  const tool = tools.find((candidate) => candidate.id === id);
  if (!tool) throw new Error(`Unknown tool id: ${id}`);
  return tool;
}

/** A route with its own screen (spec, route table). Several cards may lead to one screen. */
export interface ToolScreen {
  path: string;
  /** The page's heading and subtitle: the tool's name and description unless the spec words them. */
  title: string;
  description: string;
  relatedToolIds: string[];
  /** Accepted types and limits of the screen's upload widget. */
  upload?: UploadRules;
  /** The screen itself; a route without one shows its page with a "being built" notice. */
  screen?: LazyExoticComponent<ComponentType>;
}

interface ScreenEntry extends Partial<ToolScreen> {
  path: string;
  toolId: string;
}

// Spec, second document §5 and §9: PDF tools take one PDF of up to 100 MB.
const onePdf: UploadRules = { accept: PDF_ACCEPT, maxFiles: 1, maxSizeMb: PDF_TOOL_MAX_SIZE_MB };
const oneImage: UploadRules = {
  accept: PHOTO_ACCEPT, maxFiles: 1, maxSizeMb: DEFAULT_MAX_SIZE_MB,
  wrongTypeMessage: 'Some files were skipped because they are not images.',
};
const commonRelated = ['merge-pdf', 'compress-pdf', 'split-pdf', 'convert-to-pdf', 'convert-from-pdf'];

const screenEntries: ScreenEntry[] = [
  {
    path: '/merge-pdf',
    toolId: 'merge-pdf',
    title: 'Merge PDF Files',
    description: 'Combine multiple PDF files into one document. Drag and drop to reorder pages.',
    relatedToolIds: ['split-pdf', 'compress-pdf', 'convert-to-pdf'],
    upload: { accept: PDF_ACCEPT, maxFiles: 10, maxSizeMb: PDF_TOOL_MAX_SIZE_MB },
    screen: lazy(() => import('./merge-pdf/MergePdfScreen')),
  },
  { path: '/split-pdf', toolId: 'split-pdf', upload: onePdf, screen: lazy(() => import('./split-pdf/SplitPdfScreen')) },
  { path: '/compress-pdf', toolId: 'compress-pdf', upload: onePdf, screen: lazy(() => import('./compress-pdf/CompressPdfScreen')) },
  { path: '/convert-to-pdf', toolId: 'convert-to-pdf' },
  { path: '/convert-from-pdf', toolId: 'convert-from-pdf', upload: onePdf },
  {
    path: '/background-remover',
    toolId: 'background-remover',
    upload: oneImage,
    relatedToolIds: ['convert-to-pdf', 'compress-pdf', 'merge-pdf'],
    screen: lazy(() => import('./background-remover/BackgroundRemoverScreen')),
  },
  { path: '/edit-pdf', toolId: 'edit-pdf', upload: onePdf },
  { path: '/pdf-scanner', toolId: 'pdf-scanner' },
  { path: '/organize-pdf', toolId: 'organize-pdf', upload: onePdf, screen: lazy(() => import('./organize-pdf/OrganizePdfScreen')) },
  { path: '/remove-pages', toolId: 'remove-pages', upload: onePdf, screen: lazy(() => import('./remove-pages/RemovePagesScreen')) },
  { path: '/extract-pages', toolId: 'extract-pages', upload: onePdf, screen: lazy(() => import('./extract-pages/ExtractPagesScreen')) },
  { path: '/optimize-pdf', toolId: 'optimize-pdf', upload: onePdf, screen: lazy(() => import('./optimize-pdf/OptimizePdfScreen')) },
  { path: '/repair-pdf', toolId: 'repair-pdf', upload: onePdf, screen: lazy(() => import('./repair-pdf/RepairPdfScreen')) },
  { path: '/add-page-numbers', toolId: 'add-page-numbers', upload: onePdf, screen: lazy(() => import('./add-page-numbers/AddPageNumbersScreen')) },
  { path: '/add-watermark', toolId: 'add-watermark', upload: onePdf, screen: lazy(() => import('./add-watermark/AddWatermarkScreen')) },
];

export const toolScreens: ToolScreen[] = screenEntries.map(({ toolId, ...entry }) => {
  const tool = toolById(toolId);
  return {
    title: tool.name,
    description: tool.description,
    relatedToolIds: commonRelated.filter((id) => id !== toolId).slice(0, 3),
    ...entry,
  };
});

export function screenAt(path: string): ToolScreen {
  const screen = toolScreens.find((candidate) => candidate.path === path);
  if (!screen) throw new Error(`No screen at ${path}`);
  return screen;
}
