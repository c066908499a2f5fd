import type { LocalEngines } from '../local-engines';
import { convertFileRules, convertToPdfCall } from '../../src/contract/convert-to-pdf';
import { convertDocuments } from '../convert-to-pdf/convert-documents';
import { convertImages } from '../convert-to-pdf/convert-images';
import { refuseFiles } from '../read-call-files';
import { route } from '../route';

/**
 * POST /api/convert-to-pdf?type=image|word|powerpoint|excel|html — images become one PDF in the order
 * sent (or one each with combine=false); an Office or HTML file becomes its PDF (one file per call), or
 * several become one PDF in the order sent with combine=true.
 */
export default function convertToPdfHandler(engines: LocalEngines) {
  return route(convertToPdfCall, async ({ settings, ...job }) => {
    // The call takes the files of every type; each must be of the type asked for.
    refuseFiles(job.files, convertFileRules(settings.type));
    if (settings.type !== 'image') return convertDocuments(engines, { ...job, settings });
    // The engine takes the page settings; the type has done its work.
    const { type: _image, ...pageSettings } = settings;
    return convertImages(engines, { ...job, settings: pageSettings });
  });
}
