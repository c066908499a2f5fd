// The routes of the tool screens (spec, route table). Each built tool has its folder and a lazy
// screen here; a tool whose issue has not landed yet shows its title, description and back link.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface ToolScreen {
  path: string;
  title: string;
  description: string;
  relatedToolIds: string[];
  screen?: LazyExoticComponent<ComponentType>;
}

const commonRelated = ['merge-pdf', 'compress-pdf', 'split-pdf', 'convert-to-pdf', 'convert-from-pdf'];
const relatedExcept = (id: string) => commonRelated.filter((related) => related !== id).slice(0, 3);

export const toolScreens: ToolScreen[] = [
  {
    path: '/merge-pdf',
    title: 'Merge PDF Files',
    description: 'Combine multiple PDF files into one document. Drag and drop to reorder pages.',
    relatedToolIds: ['split-pdf', 'compress-pdf', 'convert-to-pdf'],
    screen: lazy(() => import('./merge-pdf/MergePdfScreen')),
  },
  { path: '/split-pdf', title: 'Split PDF', description: 'Separate one page or a whole set into independent PDF files.', relatedToolIds: relatedExcept('split-pdf') },
  { path: '/compress-pdf', title: 'Compress PDF', description: 'Reduce the file size of your PDF while keeping the best possible quality.', relatedToolIds: relatedExcept('compress-pdf') },
  { path: '/convert-to-pdf', title: 'Convert to PDF', description: 'Turn images, Word, PowerPoint, Excel and HTML files into PDF.', relatedToolIds: relatedExcept('convert-to-pdf') },
  { path: '/convert-from-pdf', title: 'Convert from PDF', description: 'Turn PDFs into images, Word, PowerPoint, Excel or data.', relatedToolIds: relatedExcept('convert-from-pdf') },
  { path: '/background-remover', title: 'Background Remover', description: 'Remove the background from a photo, right on your device.', relatedToolIds: ['convert-to-pdf', 'compress-pdf', 'merge-pdf'] },
  { path: '/edit-pdf', title: 'Edit PDF', description: 'Add text, highlights, shapes and images to your PDF.', relatedToolIds: relatedExcept('edit-pdf') },
  { path: '/pdf-scanner', title: 'PDF Scanner', description: 'Scan paper documents with your camera and save them as PDF.', relatedToolIds: relatedExcept('pdf-scanner') },
  { path: '/organize-pdf', title: 'Organize PDF', description: 'Sort, rotate and delete the pages of your PDF.', relatedToolIds: relatedExcept('organize-pdf') },
  { path: '/remove-pages', title: 'Remove Pages', description: 'Delete the pages you do not need from your PDF.', relatedToolIds: relatedExcept('remove-pages') },
  { path: '/extract-pages', title: 'Extract Pages', description: 'Take the pages you choose out into a new PDF.', relatedToolIds: relatedExcept('extract-pages') },
  { path: '/optimize-pdf', title: 'Optimize PDF', description: 'Prepare your PDF for the web, for print or for the archive.', relatedToolIds: relatedExcept('optimize-pdf') },
  { path: '/repair-pdf', title: 'Repair PDF', description: 'Recover a damaged or corrupt PDF file.', relatedToolIds: relatedExcept('repair-pdf') },
  { path: '/add-page-numbers', title: 'Add Page Numbers', description: 'Number the pages of your PDF with the position and style you choose.', relatedToolIds: relatedExcept('add-page-numbers') },
  { path: '/add-watermark', title: 'Add Watermark', description: 'Stamp text or an image over the pages of your PDF.', relatedToolIds: relatedExcept('add-watermark') },
];
