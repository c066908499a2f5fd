import { http, type HttpResponseResolver } from 'msw';
import { CONVERT_FROM_PDF_PATH, type ConvertFromPdfType } from '../src/contract/convert-from-pdf';

/**
 * The handler of one `type` of POST /api/convert-from-pdf. Every type has its own handler file on
 * the same path; a request of another type passes on to the next handler (MSW tries them in turn).
 */
export function convertFromPdfRoute(type: ConvertFromPdfType, resolve: (request: Request) => Promise<Response>) {
  const resolver: HttpResponseResolver = ({ request }) => {
    if (new URL(request.url).searchParams.get('type') !== type) return undefined;
    return resolve(request);
  };
  return http.post(CONVERT_FROM_PDF_PATH, resolver);
}
