import { beforeEach, describe, expect, it } from 'vitest';
import { setPdfOpenState } from './pdf-open-states';
import { toast, useToasts } from './toast-store';
import { toastWhenOpen } from './toast-when-open';

const pdf = (name: string) => new File(['%PDF-1.7\n'], name, { type: 'application/pdf' });
const shown = () => useToasts.getState().current;
const added = { title: 'Files added', description: '1 file(s) have been added.' };
const uploaded = { title: 'PDF uploaded', description: 'Choose how to split it.' };

describe('a success notice about files waits until they open', () => {
  beforeEach(() => useToasts.setState({ current: undefined }));

  it('is shown at once for files that are not PDFs', () => {
    toastWhenOpen([new File(['x'], 'photo.jpg', { type: 'image/jpeg' })], { title: 'Image uploaded' });
    expect(shown()).toMatchObject({ title: 'Image uploaded' });
  });

  it('waits while a PDF is checked, and is shown once it opens', () => {
    const report = pdf('report.pdf');
    toastWhenOpen([report], added);
    expect(shown()).toBeUndefined();
    setPdfOpenState(report, 'checking');
    expect(shown()).toBeUndefined();
    setPdfOpenState(report, 'open');
    expect(shown()).toMatchObject(added);
  });

  it('is not shown while a PDF waits for its password, nor after a wrong one; it is once the password opens it', () => {
    const locked = pdf('locked.pdf');
    setPdfOpenState(locked, 'checking');
    toastWhenOpen([locked], added);
    setPdfOpenState(locked, 'locked');
    expect(shown()).toBeUndefined();
    setPdfOpenState(locked, 'checking');
    setPdfOpenState(locked, 'locked');
    expect(shown()).toBeUndefined();
    setPdfOpenState(locked, 'checking');
    setPdfOpenState(locked, 'open');
    expect(shown()).toMatchObject(added);
  });

  it('waits for every PDF it is about', () => {
    const [open, locked] = [pdf('open.pdf'), pdf('locked.pdf')];
    toastWhenOpen([open, locked], { title: 'Files added', description: '2 file(s) have been added.' });
    setPdfOpenState(open, 'open');
    setPdfOpenState(locked, 'locked');
    expect(shown()).toBeUndefined();
    setPdfOpenState(locked, 'open');
    expect(shown()).toMatchObject({ description: '2 file(s) have been added.' });
  });

  it('is dropped with a file removed before it opened, and never shown later', () => {
    const locked = pdf('locked.pdf');
    toastWhenOpen([locked], added);
    setPdfOpenState(locked, 'locked');
    setPdfOpenState(locked, undefined);
    // The same file shown again (another tool would have its own File): the old notice is gone.
    setPdfOpenState(locked, 'open');
    expect(shown()).toBeUndefined();
  });

  it('says notices released together in the order given: the tool’s own words, given last, stay on screen', () => {
    const report = pdf('report.pdf');
    toastWhenOpen([report], added);
    toastWhenOpen([report], uploaded);
    setPdfOpenState(report, 'open');
    expect(shown()).toMatchObject(uploaded);
  });

  it('never replaces a problem said after it (a refused file of the same pick)', () => {
    const report = pdf('report.pdf');
    toastWhenOpen([report], added);
    toast({ title: 'Empty file', description: 'empty.pdf is empty.', variant: 'destructive' });
    setPdfOpenState(report, 'open');
    expect(shown()).toMatchObject({ title: 'Empty file' });
  });

  it('never replaces news said after it: a run that finished before the file’s check', () => {
    const report = pdf('report.pdf');
    toastWhenOpen([report], uploaded);
    toast({ title: 'PDF Split Successfully', description: 'Your PDF has been split into 2 files.' });
    setPdfOpenState(report, 'open');
    expect(shown()).toMatchObject({ title: 'PDF Split Successfully' });
  });

  it('replaces a problem said before it (the last pick’s refusal)', () => {
    const report = pdf('report.pdf');
    toast({ title: 'Empty file', description: 'empty.pdf is empty.', variant: 'destructive' });
    toastWhenOpen([report], added);
    setPdfOpenState(report, 'open');
    expect(shown()).toMatchObject(added);
  });
});
