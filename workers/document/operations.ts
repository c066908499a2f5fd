// What the document worker serves: every operation implemented in these engine folders.
import { collectOperations } from '../runtime/operations';

export default collectOperations('document', import.meta.glob([
  '../engines/pdf-lib/*.ts',
  '../engines/layout/*.ts',
  '../engines/stamps/*.ts',
  '../engines/compress/*.ts',
  '../engines/mupdf/*.ts',
  '../engines/editor/*.ts',
  '../engines/zip/*.ts',
  '../engines/from-pdf/*.ts',
  '../engines/images/*.ts',
  '../engines/books/*.ts',
  '!../engines/**/*.test.ts',
], { eager: true }));
