// The PostScript Ghostscript runs before the document when writing PDF/A: it adds the sRGB output
// intent, its ICC profile read from Ghostscript's own built-in profiles, to the catalog (pdfmarks).
export const PDFA_DEFINITION = `
/FolioSrgbProfile (%rom%iccprofiles/srgb.icc) (r) file def
[/_objdef {folio_srgb} /type /stream /OBJ pdfmark
[{folio_srgb} << /N 3 >> /PUT pdfmark
[{folio_srgb} FolioSrgbProfile /PUT pdfmark
[/_objdef {folio_intent} /type /dict /OBJ pdfmark
[{folio_intent} <<
  /Type /OutputIntent
  /S /GTS_PDFA1
  /DestOutputProfile {folio_srgb}
  /OutputConditionIdentifier (sRGB IEC61966-2.1)
  /Info (sRGB IEC61966-2.1)
>> /PUT pdfmark
[{Catalog} << /OutputIntents [ {folio_intent} ] >> /PUT pdfmark
`;
