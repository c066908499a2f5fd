// An e-mail as the page LibreOffice prints: the message's headers and body, its inline picture in place,
// its attachments listed and handed back; read from a message written by Python's email library.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emailPage } from './email-page';

const message = new Uint8Array(readFileSync('test/corpus/email-site-visit.eml'));

describe('emailPage', () => {
  it('heads the page with the subject, sender, recipients and date, decoded', async () => {
    const { html } = await emailPage('site-visit.eml', message);
    expect(html).toContain('<h1>Site visit: plans and photo — Überprüfung</h1>');
    expect(html).toContain('Ada Lovelace &lt;ada@example.org&gt;');
    expect(html).toContain('Charles Babbage &lt;charles@example.org&gt;, Team &lt;team@example.org&gt;');
    expect(html).toContain('Mary Somerville &lt;mary@example.org&gt;');
    expect(html).toMatch(/<th>Date<\/th><td>[^<]*2026[^<]*<\/td>/);
  });

  it('takes the HTML body, with the picture it shows from the message put in place as a data: URL', async () => {
    const { html } = await emailPage('site-visit.eml', message);
    expect(html).toContain('The <b>plans</b> for the site visit are attached');
    expect(html).not.toContain('cid:');
    expect(html).toMatch(/<img src="data:image\/png;base64,iVBOR[^"]+" alt="Logo">/);
    // The sanitizer (sanitize-html.ts) removes scripts and remote pictures from the page afterwards.
    expect(html).toContain('https://tracker.example/pixel.gif');
  });

  it('lists the attachments and hands them back, PDFs and pictures to follow, the inline picture not among them', async () => {
    const { html, attachments } = await emailPage('site-visit.eml', message);
    expect(attachments.map(({ name, kind }) => [name, kind])).toEqual([['site-plans.pdf', 'pdf'], ['north-wall.jpg', 'image'], ['notes.txt', 'other']]);
    expect(Buffer.from(attachments[0].bytes).equals(readFileSync('test/corpus/multipage-outline-links-4p.pdf'))).toBe(true);
    expect(html).toMatch(/<li>site-plans\.pdf \(\d+ KB\)<\/li>/);
    expect(html).toMatch(/<li>notes\.txt \(1 KB\)<\/li>/);
  });

  it('writes a text-only message as paragraphs, escaped', async () => {
    const text = 'From: a@example.org\r\nSubject: <Plain>\r\n\r\nLine one\r\nline two & more\r\n\r\nSecond paragraph\r\n';
    const { html, attachments } = await emailPage('plain.eml', new TextEncoder().encode(text));
    expect(html).toContain('<h1>&lt;Plain&gt;</h1>');
    expect(html).toContain('<p>Line one<br>line two &amp; more</p>');
    expect(attachments).toEqual([]);
  });

  it('refuses bytes that are no message', async () => {
    await expect(emailPage('x.eml', new Uint8Array(0))).rejects.toThrow();
  });
});
