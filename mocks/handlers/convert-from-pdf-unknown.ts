import { http } from 'msw';
import { CONVERT_FROM_PDF_PATH, convertFromPdfTypes } from '../../src/contract/convert-from-pdf';
import { errorResponse } from '../error-response';

/** POST /api/convert-from-pdf with a type no handler serves: a 400 that lists the types. */
export default function convertFromPdfUnknownTypeHandler() {
  return http.post(CONVERT_FROM_PDF_PATH, ({ request }) => {
    const type = new URL(request.url).searchParams.get('type') ?? '';
    if ((convertFromPdfTypes as readonly string[]).includes(type)) return undefined;
    return errorResponse('bad-params', `Type must be one of: ${convertFromPdfTypes.join(', ')}.`);
  });
}
