import type { LocalEngines } from '../local-engines';
import { isBookType, type BookSettings, type BookType } from '../../src/contract/book-to-pdf';
import { convertFileRules, convertToPdfCall, type DocumentSettings, type DocumentType } from '../../src/contract/convert-to-pdf';
import { convertBooks } from '../convert-to-pdf/convert-books';
import { convertDocuments } from '../convert-to-pdf/convert-documents';
import { convertImages } from '../convert-to-pdf/convert-images';
import { refuseFiles } from '../read-call-files';
import { route } from '../route';

/**
 * POST /api/convert-to-pdf?type=image|word|powerpoint|excel|html|ebook|comic — images become one PDF in the order
 * sent (or one each with combine=false); an Office or HTML file becomes its PDF (one file per call), or
 * several become one PDF in the order sent with combine=true.
 */
export default function convertToPdfHandler(engines: LocalEngines) {
  return route(convertToPdfCall, async ({ settings, ...job }) => {
    // The call takes the files of every type; each must be of the type asked for.
    refuseFiles(job.files, convertFileRules(settings.type));
    if (isBookType(settings.type)) return convertBooks(engines, { ...job, settings: settings as { type: BookType } & BookSettings });
    if (settings.type !== 'image') return convertDocuments(engines, { ...job, settings: settings as { type: DocumentType } & DocumentSettings });
    // The engine takes the page settings; the type has done its work.
    const { type: _image, ...pageSettings } = settings;
    return convertImages(engines, { ...job, settings: pageSettings });
  });
}
