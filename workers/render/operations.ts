// What the render worker serves: every operation implemented in the pdf.js engine folder.
import { collectOperations } from '../runtime/operations';

export default collectOperations('render', import.meta.glob(['../engines/pdfjs/*.ts', '!../engines/pdfjs/*.test.ts'], { eager: true }));
