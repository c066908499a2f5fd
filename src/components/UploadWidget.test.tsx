// @vitest-environment happy-dom
// A refused file leaves a line where files are added (its name and the reason) until the next pick,
// after its toast has closed: in the drop area, beside "Add more files", and for its own tool only.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PDF_BATCH } from '../contract/upload-rules';
import { fileListActions, useFileList } from '../state/file-list-store';
import { RouteScope } from '../state/route-scope';
import { useToasts } from '../state/toast-store';
import { UploadWidget } from './UploadWidget';

const pdf = (name: string) => new File(['%PDF-1.7\n'], name, { type: 'application/pdf' });
const empty = new File([], 'empty.pdf', { type: 'application/pdf' });
const fake = new File(['Dear committee, this is a letter.'], 'fake.pdf', { type: 'application/pdf' });

/** A screen as the tools build it: the drop area while no file is chosen, then "Add more files". */
function Screen() {
  const { files, append } = useFileList();
  return files.length === 0
    ? <UploadWidget {...PDF_BATCH} onFiles={append} />
    : <UploadWidget {...PDF_BATCH} onFiles={append} compactLabel="Add more files" />;
}

const renderOn = (route: string) => render(<RouteScope value={route}><Screen /></RouteScope>);
const pick = (files: File[]) => fireEvent.change(screen.getAllByTestId('file-input')[0], { target: { files } });
const refusedLines = () => screen.queryAllByTestId('refused-file').map((line) => line.textContent);

describe('refused files in the upload widget', () => {
  beforeEach(() => {
    for (const route of ['/split-pdf', '/compress-pdf']) fileListActions(route).clear();
    useToasts.setState({ current: undefined });
  });
  afterEach(cleanup);

  it('names each refused file with its reason in the drop area, after its toast has closed, until the next pick', async () => {
    renderOn('/split-pdf');
    pick([empty, fake]);
    await waitFor(() => expect(refusedLines()).toEqual(['empty.pdf is empty.', 'fake.pdf is not a PDF.']));
    expect(screen.getByTestId('upload-area')).toBeTruthy();
    // The toast closes (after 5 s, or by its button): the lines stay.
    useToasts.setState({ current: undefined });
    expect(refusedLines()).toEqual(['empty.pdf is empty.', 'fake.pdf is not a PDF.']);
    pick([pdf('report.pdf')]);
    await waitFor(() => expect(screen.getByRole('button', { name: /Add more files/ })).toBeTruthy());
    expect(refusedLines()).toEqual([]);
  });

  it('keeps the line when part of the pick was taken and the drop area gives way to "Add more files", and says the next refusal there too', async () => {
    renderOn('/split-pdf');
    pick([pdf('report.pdf'), empty]);
    await waitFor(() => expect(screen.getByRole('button', { name: /Add more files/ })).toBeTruthy());
    expect(refusedLines()).toEqual(['empty.pdf is empty.']);
    pick([new File(['words'], 'notes.txt', { type: 'text/plain' })]);
    await waitFor(() => expect(refusedLines()).toEqual(['notes.txt is not a supported file type.']));
  });

  it('says why a whole pick was refused', async () => {
    renderOn('/split-pdf');
    pick(Array.from({ length: 11 }, (_, index) => pdf(`${index}.pdf`)));
    await waitFor(() => expect(refusedLines()).toEqual(['Too many files: You can only upload up to 10 files at once.']));
  });

  it('shows another tool none of it', async () => {
    const split = renderOn('/split-pdf');
    pick([empty]);
    await waitFor(() => expect(refusedLines()).toEqual(['empty.pdf is empty.']));
    split.unmount();
    renderOn('/compress-pdf');
    expect(refusedLines()).toEqual([]);
  });
});
