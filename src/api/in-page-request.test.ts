import { describe, expect, it } from 'vitest';
import { InPageRequest } from './in-page-request';

describe('InPageRequest', () => {
  it('hands the handler the page\'s own form, not a parsed copy of it', async () => {
    const file = new File(['%PDF-1.7 pretend'], 'report.pdf', { type: 'application/pdf' });
    const form = new FormData();
    form.append('file', file, file.name);
    form.append('password-0', 'secret');
    const request = new InPageRequest('http://localhost/api/compress-pdf', { method: 'POST', body: form });
    const read = await request.formData();
    expect(read).toBe(form);
    // A plain Request would parse the body into a new FormData with a new, in-memory File.
    expect(await new Request(request.url, { method: 'POST', body: form }).formData()).not.toBe(form);
    expect((read.get('file') as File).name).toBe('report.pdf');
    expect(read.get('password-0')).toBe('secret');
  });

  it('still carries the multipart body, and answers like a plain Request without a form', async () => {
    const form = new FormData();
    form.append('level', 'medium');
    const request = new InPageRequest('http://localhost/api/x', { method: 'POST', body: form });
    expect(await request.clone().text()).toContain('medium');
    const plain = new InPageRequest('http://localhost/api/x', { method: 'POST', body: 'level=low', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect((await plain.formData()).get('level')).toBe('low');
  });
});
