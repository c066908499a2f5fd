// An e-mail (.eml) becomes a web page for the HTML → PDF path (sanitized there like any page): its
// subject, sender, recipients and date, then its HTML body (or its text), pictures the body shows from
// the message itself put in place, and a list of its attachments. The PDFs and pictures among them are
// handed back to follow the message as pages. Read by postal-mime.
import PostalMime, { type Address, type Attachment } from 'postal-mime';
import { escapeHtml, PAGE_STYLE, textBody } from './plain-text-html';

export interface EmailAttachment {
  name: string;
  bytes: Uint8Array;
  /** A PDF or a picture follows the message as pages; anything else is only listed. */
  kind: 'pdf' | 'image' | 'other';
}

export interface EmailPage {
  html: string;
  /** The message's attachments (not the pictures its body shows), in its order. */
  attachments: EmailAttachment[];
}

const HEADER_STYLE = `.mail-headers { border-collapse: collapse; margin-bottom: 12pt; }
.mail-headers th { text-align: left; padding-right: 8pt; border: none; color: #555555; }
.mail-headers td { border: none; }`;

const bytesOf = (content: Attachment['content']) => (typeof content === 'string' ? new TextEncoder().encode(content) : new Uint8Array(content as ArrayBuffer));

function attachmentKind({ mimeType, filename }: Attachment): EmailAttachment['kind'] {
  if (mimeType === 'application/pdf' || /\.pdf$/i.test(filename ?? '')) return 'pdf';
  if (/^image\/(jpeg|png|gif|bmp|tiff|webp|avif|heic|heif)$/.test(mimeType)) return 'image';
  return 'other';
}

function addressText(address: Address): string {
  if (address.group) return `${address.name}: ${address.group.map(addressText).join(', ')}`;
  return address.name ? `${address.name} <${address.address}>` : address.address;
}

function dateText(date: string | undefined): string {
  const parsed = date ? new Date(date) : undefined;
  return parsed && !Number.isNaN(parsed.getTime())
    ? new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' }).format(parsed)
    : date ?? '';
}

/** The body's own markup: what its <body> holds, its style sheets kept (the sanitizer cleans them). */
function htmlBody(html: string): string {
  const styles = [...html.matchAll(/<style[^>]*>[\s\S]*?<\/style>/gi)].map((match) => match[0]).join('');
  return styles + (/<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html);
}

/** cid: pictures the body shows, as data: URLs of the parts that hold them. */
function withInlinePictures(html: string, parts: Attachment[]): string {
  const byId = new Map(parts.filter((part) => part.contentId).map((part) => [part.contentId!.replace(/^<|>$/g, ''), part]));
  return html.replace(/(["'])cid:([^"']+)\1/gi, (whole, quote: string, id: string) => {
    const part = byId.get(id);
    if (!part) return whole;
    let binary = '';
    for (const byte of bytesOf(part.content)) binary += String.fromCharCode(byte);
    return `${quote}data:${part.mimeType};base64,${btoa(binary)}${quote}`;
  });
}

/** Throws when the bytes are not a message at all (no header). */
export async function emailPage(name: string, bytes: Uint8Array): Promise<EmailPage> {
  const email = await PostalMime.parse(bytes);
  if (email.headers.length === 0) throw new Error('not an e-mail');
  // Pictures the body shows by Content-ID are put in place; every other part (even one marked related
  // that the body never shows) is listed as an attachment.
  const body = (email.html ?? '').toLowerCase();
  const shownInBody = (part: Attachment) => Boolean(part.contentId) && body.includes(`cid:${part.contentId!.replace(/^<|>$/g, '').toLowerCase()}`);
  const shown = email.attachments.filter(shownInBody);
  const attached = email.attachments.filter((part) => !shownInBody(part));
  const attachments = attached.map((part, index): EmailAttachment => ({
    name: part.filename ?? `attachment-${index + 1}`, bytes: bytesOf(part.content), kind: attachmentKind(part),
  }));

  const rows: Array<[string, string]> = [
    ['From', email.from ? addressText(email.from) : ''],
    ['To', (email.to ?? []).map(addressText).join(', ')],
    ['Cc', (email.cc ?? []).map(addressText).join(', ')],
    ['Date', dateText(email.date)],
  ];
  const headers = rows.filter(([, value]) => value).map(([label, value]) => `<tr><th>${label}</th><td>${escapeHtml(value)}</td></tr>`).join('');
  const content = email.html ? withInlinePictures(htmlBody(email.html), shown) : textBody(email.text ?? '');
  const list = attachments.length === 0 ? '' : `<hr><p><b>Attachments</b></p><ul>${attachments.map((attachment) =>
    `<li>${escapeHtml(attachment.name)} (${Math.max(1, Math.round(attachment.bytes.length / 1024))} KB)</li>`).join('')}</ul>`;
  const subject = escapeHtml(email.subject ?? name);
  const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${subject}</title><style>${PAGE_STYLE}\n${HEADER_STYLE}</style></head>`
    + `<body><h1>${subject}</h1><table class="mail-headers">${headers}</table><hr>${content}${list}</body></html>`;
  return { html, attachments };
}
