// @vitest-environment happy-dom
// The stamp screen on several PDFs, through the watermark screen as a person uses it: one settings
// form for every file, one typed call per file, each file's result, one summary. The API is replaced
// at the typed call (callApi), so what each file is sent with is what is checked.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '../../api/api-error';
import type { CallOptions } from '../../api/call-api';
import { addWatermarkCall, type WatermarkSettings } from '../../contract/add-watermark';
import type { ApiCall } from '../../contract/api-call';
import type { StampAnswer } from '../../contract/stamp-results';
import { fileListActions } from '../../state/file-list-store';
import { useToasts } from '../../state/toast-store';
import AddWatermarkScreen from './AddWatermarkScreen';
import { tool } from './tool';

const mocks = vi.hoisted(() => ({ callApi: vi.fn(), fetchStampPreview: vi.fn() }));
vi.mock('../../api/call-api', () => ({ callApi: mocks.callApi }));
vi.mock('../../api/stamp-preview', () => ({ fetchStampPreview: mocks.fetchStampPreview }));
vi.mock('../../api/client', () => ({ releaseResults: async () => undefined, downloadAll: vi.fn() }));
vi.mock('../../components/use-pdf-preview', () => ({ usePdfPreview: () => ({ previewId: 'preview-1', pageCount: 4 }) }));

const pdf = (name: string) => new File(['%PDF-1.7\n'], name, { type: 'application/pdf' });

/** The local API's answer for one file: named after it, 4 pages, all stamped. */
function stamped([file]: File[]) {
  const filename = file.name.replace(/\.pdf$/, '-watermarked.pdf');
  return { answer: [{ filename, url: `blob:${filename}`, size: 1000, pages: 4, stampedPages: 4 }], notices: [] };
}

function renderScreen(files: File[]) {
  fileListActions('').append(files);
  return render(<MemoryRouter><AddWatermarkScreen tool={tool} variant={undefined} /></MemoryRouter>);
}

const run = () => fireEvent.click(screen.getByRole('button', { name: 'Add Watermark' }));
const sentFiles = () => mocks.callApi.mock.calls.map(([, files]) => (files as File[]).map((file) => file.name));

describe('the watermark screen', () => {
  beforeEach(() => {
    fileListActions('').clear();
    mocks.callApi.mockReset().mockImplementation(async (_call: ApiCall<WatermarkSettings, StampAnswer>, files: File[]) => stamped(files));
    mocks.fetchStampPreview.mockReset().mockResolvedValue({ image: new Blob(['png']), pageNumber: 1, pageCount: 4, missing: [] });
  });
  afterEach(cleanup);

  it('sends each of several PDFs on its own with the same settings, shows each file’s result and one summary', async () => {
    const files = [pdf('a.pdf'), pdf('b.pdf')];
    renderScreen(files);
    expect(screen.getByTestId('stamp-preview-file').textContent).toBe('The first file, a.pdf; the same settings go on every file.');
    fireEvent.change(screen.getByLabelText('Watermark text'), { target: { value: 'DRAFT' } });
    run();
    await waitFor(() => expect(screen.getAllByTestId('job-result')).toHaveLength(2));

    expect(sentFiles()).toEqual([['a.pdf'], ['b.pdf']]);
    for (const [call, , settings, options] of mocks.callApi.mock.calls) {
      expect(call).toBe(addWatermarkCall);
      expect(settings).toMatchObject({ type: 'text', text: 'DRAFT' });
      expect((options as CallOptions).jobId).toBeTruthy();
    }
    const [first, second] = screen.getAllByTestId('job-result');
    expect(within(first).getByRole('link', { name: 'Download a-watermarked.pdf' })).toBeTruthy();
    expect(second.textContent).toContain('4 of 4 pages watermarked.');
    expect(useToasts.getState().current).toMatchObject({ title: 'Watermarks added', description: '2 files watermarked' });
    expect(screen.queryByTestId('download-card')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download all (ZIP)' })).toBeTruthy();
  });

  it('names a file that failed beside it while the others finish, and the summary counts it', async () => {
    mocks.callApi.mockImplementation(async (_call: ApiCall<WatermarkSettings, StampAnswer>, files: File[]) => {
      if (files[0].name === 'locked.pdf') throw new ApiError('locked.pdf is password-protected.', 'encrypted', 422);
      return stamped(files);
    });
    renderScreen([pdf('a.pdf'), pdf('locked.pdf'), pdf('c.pdf')]);
    run();
    await waitFor(() => expect(screen.getAllByTestId('job-result')).toHaveLength(2));
    expect(screen.getByTestId('job-error').textContent).toBe('locked.pdf is password-protected.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(useToasts.getState().current).toMatchObject({ description: '2 files watermarked; 1 could not be read' });
  });

  it('keeps the spec’s words for one PDF: its download card and “Watermark added successfully”', async () => {
    renderScreen([pdf('report.pdf')]);
    expect(screen.queryByTestId('stamp-preview-file')).toBeNull();
    run();
    await screen.findByTestId('download-card');
    expect(screen.getByText('Your watermarked PDF is ready!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('download')).toBe('report-watermarked.pdf');
    expect(useToasts.getState().current).toMatchObject({ title: 'Watermark added successfully', description: '4 of 4 pages watermarked.' });
    expect(screen.queryByRole('button', { name: 'Download all (ZIP)' })).toBeNull();
  });

  it('sends the chosen picture of an image watermark with every file, and previews it', async () => {
    renderScreen([pdf('a.pdf'), pdf('b.pdf')]);
    fireEvent.click(screen.getByRole('tab', { name: 'Image Watermark' }));
    // No picture yet: nothing can run.
    expect(screen.getByRole('button', { name: 'Add Watermark' })).toHaveProperty('disabled', true);
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    act(() => {
      fireEvent.change(screen.getByTestId('watermark-image-input'), { target: { files: [picture] } });
    });
    run();
    await waitFor(() => expect(screen.getAllByTestId('job-result')).toHaveLength(2));
    for (const [, , settings] of mocks.callApi.mock.calls) {
      expect(settings).toMatchObject({ type: 'image', image: { name: 'logo.png', type: 'image/png', data: picture } });
    }
    await waitFor(() => expect(mocks.fetchStampPreview).toHaveBeenLastCalledWith(
      'preview-1', expect.anything(), addWatermarkCall, expect.objectContaining({ type: 'image', image: expect.objectContaining({ data: picture }) }),
    ));
  });

  it('makes results made with other settings stale', async () => {
    renderScreen([pdf('a.pdf'), pdf('b.pdf')]);
    run();
    await waitFor(() => expect(screen.getAllByTestId('job-result')).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('Watermark text'), { target: { value: 'OTHER' } });
    await waitFor(() => expect(screen.queryAllByTestId('job-result')).toHaveLength(0));
  });
});
