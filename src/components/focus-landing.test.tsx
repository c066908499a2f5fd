// @vitest-environment happy-dom
// Focus through the views of a one-file tool, built from the shared pieces every such screen uses:
// the drop area gives way to the file card, the card to the drop area, the Run button to Cancel and
// Cancel to the result (or back to Run). The focus follows; it never falls to <body>, and it is never
// taken from an element that is still there, nor on page load.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ONE_PDF } from '../contract/upload-rules';
import type { ResultItem } from '../contract/results';
import { fileListActions, type ListedFile } from '../state/file-list-store';
import { DownloadCard } from './DownloadCard';
import { FileCard } from './FileCard';
import { OrderedFileList } from './OrderedFileList';
import { ProcessingWidget } from './ProcessingWidget';
import { ToolPage } from './ToolPage';
import { UploadWidget } from './UploadWidget';
import { useSingleFile } from './use-single-file';
import { useBatch } from './use-batch';
import type { Answered } from '../api/call-api';

vi.mock('../api/client', () => ({ releaseResults: async () => undefined }));
vi.mock('./use-pdf-preview', () => ({ usePdfPreview: (_file: File, enabled = true) => (enabled ? { pageCount: 3 } : undefined) }));

const pdf = (name: string) => new File(['%PDF-1.7\n'], name, { type: 'application/pdf' });

/** The job's answer, settled by the test. */
let settle: { resolve: (items: ResultItem[]) => void; reject: (error: Error) => void };

function OneFileTool() {
  const { entry, file, choose, clear } = useSingleFile(ONE_PDF);
  const batch = useBatch({
    jobs: entry ? [{ key: entry.id, label: `Working on ${entry.file.name}`, files: [entry.file] }] : [],
    run: () => new Promise<Answered<ResultItem[]>>((resolve, reject) => {
      settle = { resolve: (items) => resolve({ answer: items, notices: [] }), reject };
    }),
  });
  const [result] = batch.results;
  return (
    <ToolPage title="Test tool" description="One PDF in, one out.">
      {file ? (
        <div>
          <FileCard file={file} onRemove={clear} removeDisabled={batch.running} />
          <ProcessingWidget batch={batch} actionLabel="Run" />
          {result && <DownloadCard title="Your file is ready!" result={result} downloadLabel="Download" />}
        </div>
      ) : <UploadWidget {...ONE_PDF} onFiles={choose} />}
    </ToolPage>
  );
}

const renderTool = () => render(<MemoryRouter><OneFileTool /></MemoryRouter>);
const dropArea = () => screen.getByTestId('upload-area');
/** Chooses a file, and waits for the upload check (it reads the file's first bytes) to show its card. */
const choose = async (file: File) => {
  fireEvent.change(screen.getByTestId('file-input'), { target: { files: [file] } });
  await screen.findByTestId('file-card');
};
const focusOn = (element: HTMLElement) => act(() => element.focus());

describe('focus across the views of a one-file tool', () => {
  beforeEach(() => fileListActions('').clear());
  afterEach(cleanup);

  it('takes nothing on page load', () => {
    renderTool();
    expect(document.activeElement).toBe(document.body);
  });

  it('moves the focus from the drop area to the chosen file’s card, and back to the drop area when the file is removed', async () => {
    renderTool();
    focusOn(dropArea());
    await choose(pdf('report.pdf'));
    const card = screen.getByTestId('file-card');
    expect(card.textContent).toContain('report.pdf');
    expect(document.activeElement).toBe(card);

    focusOn(screen.getByRole('button', { name: 'Remove report.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove report.pdf' }));
    expect(document.activeElement).toBe(dropArea());
  });

  it('leaves the focus where it is when the element holding it stays (a file pasted while on the back link)', async () => {
    renderTool();
    const back = screen.getByRole('link', { name: /Back to all tools/ });
    focusOn(back);
    await choose(pdf('report.pdf'));
    expect(screen.getByTestId('file-card')).toBeTruthy();
    expect(document.activeElement).toBe(back);
  });

  it('hands the focus from Run to Cancel while the job runs, then to the result’s heading', async () => {
    renderTool();
    focusOn(dropArea());
    await choose(pdf('report.pdf'));
    const runButton = screen.getByRole('button', { name: 'Run' });
    focusOn(runButton);
    fireEvent.click(runButton);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));

    await act(async () => settle.resolve([{ filename: 'report-done.pdf', url: 'blob:done' }]));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your file is ready!' }));
  });

  it('gives the focus back to Run when the job ends without a result', async () => {
    renderTool();
    focusOn(dropArea());
    await choose(pdf('report.pdf'));
    focusOn(screen.getByRole('button', { name: 'Run' }));
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));

    await act(async () => settle.reject(new Error('This PDF is damaged.')));
    expect(screen.getByTestId('job-error').textContent).toBe('This PDF is damaged.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Run' }));
  });
});

function FileListTool({ initial }: { initial: ListedFile[] }) {
  const [files, setFiles] = useState(initial);
  return (
    <ToolPage title="Test list" description="Several PDFs in order.">
      <OrderedFileList
        files={files} errors={{}} disabled={false} label="Files in merge order" entryTestId="entry"
        onReorder={() => undefined} onRemove={(id) => setFiles(files.filter((entry) => entry.id !== id))}
      />
    </ToolPage>
  );
}

describe('focus in a list of files', () => {
  afterEach(cleanup);

  it('keeps the focus in the list when a file is removed with its Remove button', () => {
    const initial = ['a.pdf', 'b.pdf', 'c.pdf'].map((name) => ({ id: name, file: pdf(name) }));
    render(<MemoryRouter><FileListTool initial={initial} /></MemoryRouter>);
    const remove = screen.getByRole('button', { name: 'Remove b.pdf' });
    focusOn(remove);
    fireEvent.click(remove);
    expect(screen.getAllByTestId('entry')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Files in merge order' }));
  });
});
