// After MuPDF has rebuilt a file, the page walk still passes over content it never decodes: its
// device draws nothing, so an image cut off mid-stream (a truncated download) looks sound until a
// reader renders it blank. Here every stream a page uses is decoded once, and what fails or makes
// MuPDF complain is named with the pages that use it.
import type { PDFDocument, PDFObject } from 'mupdf';
import { REPAIR_IMAGE_PIXEL_CAP, type LostContent } from '../../../src/contract/repair-pdf';
import type { Mupdf } from './load-mupdf';
import { withMupdfLog } from './mupdf-log';

// Forms one page may reach: more than real files use (a loop of forms already ends at its first repeat).
const MAX_FORMS_PER_PAGE = 256;

export interface LostObject {
  kind: LostContent;
  /** 1-based pages that use it. */
  pages: number[];
}

export interface ContentCheck {
  lost: LostObject[];
  /** Images left undecoded once the pixel cap was reached. */
  imagesUnchecked: number;
  /** What MuPDF said while decoding, as it said it: for the technical details. */
  messages: string[];
}

type Verdict = LostContent | 'sound' | 'unchecked';
/** The XObject names a content stream paints (`/Im0 Do`), or every name when its content cannot be read. */
type Painted = Set<string> | 'all';

// Writers often share one resource dictionary among all pages: what a page shows is what its content paints.
const paintOperator = /\/([^\s/[\]<>(){}%]+)\s*Do(?![^\s/[\]<>(){}%])/g;

function paintedNames(content: Uint8Array): Set<string> {
  const text = new TextDecoder('latin1').decode(content);
  // Names may escape characters as #xx.
  return new Set([...text.matchAll(paintOperator)].map((match) => match[1].replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))));
}

/** Decodes each page's content streams, the images and forms they paint, and the forms' images (each object once), and lists what could not be read whole. */
export function checkPageContent(mupdf: Mupdf, doc: PDFDocument, pageCount: number, pixelCap = REPAIR_IMAGE_PIXEL_CAP): ContentCheck {
  const verdicts = new Map<number, Verdict>();
  const painted = new Map<number, Painted>();
  const pagesOf = new Map<number, Set<number>>();
  let pixelsLeft = pixelCap;
  const { messages } = withMupdfLog(mupdf, (said) => {
    /** Judges an object once (streams are always numbered objects), and notes the page on what is not sound. */
    const judge = (object: PDFObject, page: number, decide: () => Verdict) => {
      if (!object.isIndirect()) return;
      const number = object.asIndirect();
      const verdict = verdicts.get(number) ?? decide();
      verdicts.set(number, verdict);
      if (verdict !== 'sound') pagesOf.set(number, (pagesOf.get(number) ?? new Set()).add(page));
    };
    /** A failure, or any word from MuPDF while decoding, means the object is not whole. */
    const decode = (kind: LostContent, read: () => void): Verdict => {
      const before = said.length;
      try {
        read();
      } catch {
        return kind;
      }
      return said.length > before ? kind : 'sound';
    };
    /** Checks a content stream (a page's or a form's) and answers the names it paints. */
    const readContent = (stream: PDFObject, page: number, missing: LostContent): Painted => {
      judge(stream, page, () => {
        // A reference to an object the repair could not find: what it held is gone.
        if (!stream.isStream()) return missing;
        return decode('page-content', () => {
          const buffer = stream.readStream();
          try {
            painted.set(stream.asIndirect(), paintedNames(buffer.asUint8Array()));
          } finally {
            buffer.destroy();
          }
        });
      });
      const number = stream.isIndirect() ? stream.asIndirect() : -1;
      return verdicts.get(number) === 'sound' ? painted.get(number) ?? 'all' : 'all';
    };
    const decodeImage = (image: PDFObject, page: number) => judge(image, page, () => {
      const pixels = image.get('Width').asNumber() * image.get('Height').asNumber();
      if (!(pixels <= pixelsLeft)) return 'unchecked';
      pixelsLeft -= pixels;
      return decode('image', () => {
        const loaded = doc.loadImage(image);
        try {
          loaded.toPixmap().destroy();
        } finally {
          loaded.destroy();
        }
      });
    });
    // A form is walked again on every page that paints it (its objects are decoded only once), so a
    // damaged image inside it names each of those pages.
    const walkResources = (resources: PDFObject, names: Painted, page: number, forms: Set<number>) => {
      // mupdf.js's null object throws on get(): a page without resources has nothing to walk.
      if (!resources.isDictionary()) return;
      const xobjects = resources.get('XObject');
      if (!xobjects.isDictionary()) return;
      xobjects.forEach((xobject, name) => {
        if (names !== 'all' && !names.has(String(name))) return;
        const subtype = xobject.get('Subtype');
        if (!xobject.isStream()) readContent(xobject, page, 'missing-part');
        else if (subtype.isName() && subtype.asName() === 'Image') decodeImage(xobject, page);
        else if (!forms.has(xobject.asIndirect()) && forms.size < MAX_FORMS_PER_PAGE) {
          forms.add(xobject.asIndirect());
          walkResources(xobject.get('Resources'), readContent(xobject, page, 'missing-part'), page, forms);
        }
      });
    };
    const checkPage = (index: number) => {
      const page = doc.findPage(index);
      const contents = page.get('Contents');
      const parts: PDFObject[] = [];
      if (contents.isArray()) contents.forEach((part) => parts.push(part));
      else parts.push(contents);
      const names = parts.map((part) => readContent(part, index + 1, 'page-content'));
      const all: Painted = names.includes('all') ? 'all' : new Set(names.flatMap((set) => [...set]));
      walkResources(page.getInheritable('Resources'), all, index + 1, new Set());
    };
    for (let index = 0; index < pageCount; index += 1) {
      try {
        checkPage(index);
      } catch {
        // The check only reports: a page whose structure it cannot follow must not cost the user the repair.
      }
    }
  });
  const lost: LostObject[] = [];
  let imagesUnchecked = 0;
  for (const [number, verdict] of verdicts) {
    if (verdict === 'unchecked') imagesUnchecked += 1;
    else if (verdict !== 'sound') lost.push({ kind: verdict, pages: [...pagesOf.get(number)!].sort((a, b) => a - b) });
  }
  return { lost, imagesUnchecked, messages };
}
