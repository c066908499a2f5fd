// @vitest-environment happy-dom
// Leaving a tool and coming back (Back, Forward): its files are still there, another tool never shows
// them, and results that were not kept are said to be gone.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import type { Answered } from '../api/call-api';
import type { ResultItem } from '../contract/results';
import { useBatch } from '../components/use-batch';
import { fileListActions, useFileList } from '../state/file-list-store';
import { useToasts } from '../state/toast-store';
import { ToolScreenRoute } from './ToolScreenRoute';

vi.mock('../api/api-fetch', () => ({ preloadLocalApi: () => undefined }));
vi.mock('../api/client', () => ({ releaseResults: async () => undefined }));

const pdf = (name: string) => new File(['%PDF-1.7\n'], name, { type: 'application/pdf' });

/** A tool as the screens build it: its files, a run that makes one result per file, links elsewhere. */
function Tool({ name }: { name: string }) {
  const { files, append } = useFileList();
  const navigate = useNavigate();
  const batch = useBatch({
    jobs: files.map((entry) => ({ key: entry.id, label: entry.file.name, files: [entry.file] })),
    run: async (job) => ({ answer: [{ filename: `${job.label}-done.pdf`, url: `blob:${job.label}` }], notices: [] }) as Answered<ResultItem[]>,
  });
  return (
    <div>
      <h1>{name}</h1>
      <ul>{files.map((entry) => <li key={entry.id} data-testid="chosen">{entry.file.name}</li>)}</ul>
      <p data-testid="results">{batch.results.length} results</p>
      <button type="button" onClick={() => append([pdf(`${name}.pdf`)])}>Choose</button>
      <button type="button" onClick={() => void batch.start()}>Run</button>
      <button type="button" onClick={() => navigate('/compress-pdf')}>To Compress</button>
      <button type="button" onClick={() => navigate(-1)}>Back</button>
    </div>
  );
}

function App() {
  return (
    <MemoryRouter initialEntries={['/split-pdf']}>
      <Routes>
        <Route path="/split-pdf" element={<ToolScreenRoute><Tool name="split" /></ToolScreenRoute>} />
        <Route path="/compress-pdf" element={<ToolScreenRoute><Tool name="compress" /></ToolScreenRoute>} />
      </Routes>
    </MemoryRouter>
  );
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const chosen = () => screen.queryAllByTestId('chosen').map((item) => item.textContent);

describe('each tool keeps its files for the visit', () => {
  beforeEach(() => {
    for (const route of ['/split-pdf', '/compress-pdf']) fileListActions(route).clear();
    useToasts.setState({ current: undefined });
  });
  afterEach(cleanup);

  it('shows the next tool none of them, and gives them back on Back, saying nothing when there were no results', () => {
    render(<App />);
    click('Choose');
    expect(chosen()).toEqual(['split.pdf']);
    click('To Compress');
    expect(screen.getByRole('heading').textContent).toBe('compress');
    expect(chosen()).toEqual([]);
    click('Choose');
    click('Back');
    expect(screen.getByRole('heading').textContent).toBe('split');
    expect(chosen()).toEqual(['split.pdf']);
    expect(useToasts.getState().current).toBeUndefined();
  });

  it('says, on coming back, that the results of the last run were not kept', async () => {
    render(<App />);
    click('Choose');
    await act(async () => click('Run'));
    expect(screen.getByTestId('results').textContent).toBe('1 results');
    click('To Compress');
    expect(useToasts.getState().current).toBeUndefined();
    click('Back');
    expect(chosen()).toEqual(['split.pdf']);
    expect(screen.getByTestId('results').textContent).toBe('0 results');
    expect(useToasts.getState().current).toMatchObject({
      title: 'Your files are still here',
      description: 'The results of the last run were not kept: run the tool again to get them.',
    });
    // Said once: not again on the next visit without a new run.
    useToasts.setState({ current: undefined });
    click('To Compress');
    click('Back');
    expect(useToasts.getState().current).toBeUndefined();
  });
});
