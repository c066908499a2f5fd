// PDF dates (`D:20240301093000+01'00'`) and the ISO 8601 form the contract uses
// (`2024-03-01T09:30:00+01:00`). A date without an offset is read as UTC, as most readers do.

const PDF_DATE = /^D?:?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?\s*(?:(Z)|([+-])(\d{2})'?(\d{2})?'?)?/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(Z|([+-])(\d{2}):(\d{2}))$/;

/** The ISO form of a PDF date, or '' when the text is not one. */
export function isoFromPdfDate(text: string): string {
  const match = PDF_DATE.exec(text.trim());
  if (!match) return '';
  const [, year, month = '01', day = '01', hour = '00', minute = '00', second = '00', zulu, sign, offsetHours, offsetMinutes = '00'] = match;
  const offset = sign && !zulu ? `${sign}${offsetHours}:${offsetMinutes}` : 'Z';
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${offset}`;
}

/** The PDF form of an ISO date (which the contract has checked). */
export function pdfDateFromIso(iso: string): string {
  const match = ISO_DATE.exec(iso);
  if (!match) throw new Error(`not an ISO date: ${iso}`);
  const [, year, month, day, hour, minute, second = '00', zone, sign, offsetHours, offsetMinutes] = match;
  const offset = zone === 'Z' ? 'Z' : `${sign}${offsetHours}'${offsetMinutes}'`;
  return `D:${year}${month}${day}${hour}${minute}${second}${offset}`;
}

/** Now, in the ISO form, in UTC: what an edit stamps as the modification and metadata date. */
export function isoNow(now = new Date()): string {
  return `${now.toISOString().slice(0, 19)}Z`;
}
