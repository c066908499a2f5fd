// @vitest-environment happy-dom
// One password prompt per file (issue 25): the card's own field, for one file or many, never a dialog
// beside it; it takes the focus the card had when the question came, never the focus of something else.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { PdfPreview } from './use-pdf-preview';
import { FileCard } from './FileCard';
import { ToolPage } from './ToolPage';

// The preview each card gets, set by the test: what the local API found about each file.
const previews = new Map<string, PdfPreview>();
vi.mock('./use-pdf-preview', () => ({ usePdfPreview: (file: File) => previews.get(file.name) }));

const pdf = (name: string) => new File(['%PDF-1.7\n'], name, { type: 'application/pdf' });

function Cards({ files }: { files: File[] }) {
  return (
    <MemoryRouter>
      <ToolPage title="Test tool" description="PDFs in.">
        {files.map((file) => <FileCard key={file.name} file={file} onRemove={() => undefined} />)}
      </ToolPage>
    </MemoryRouter>
  );
}

describe('a file that needs a password', () => {
  beforeEach(() => previews.clear());
  afterEach(cleanup);

  it('is asked for on its card only, whether it is the only file or one of several', () => {
    previews.set('locked.pdf', { locked: 'needs-password', problem: 'Password-protected' });
    previews.set('open.pdf', { pageCount: 4 });
    for (const files of [[pdf('locked.pdf')], [pdf('open.pdf'), pdf('locked.pdf')]]) {
      render(<Cards files={files} />);
      expect(screen.getAllByLabelText('Password for locked.pdf')).toHaveLength(1);
      expect(screen.getAllByTestId('file-password')).toHaveLength(1);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByTestId('file-password').textContent).toContain('This PDF needs a password to open.');
      expect(screen.getByTestId('file-password').textContent).toContain('the password never leaves this device and is not saved');
      cleanup();
    }
  });

  it('has its field take the focus the card was given on arrival', () => {
    const file = pdf('locked.pdf');
    const { rerender } = render(<Cards files={[file]} />);
    const card = screen.getByTestId('file-card');
    act(() => card.focus());
    previews.set('locked.pdf', { locked: 'needs-password', problem: 'Password-protected' });
    rerender(<Cards files={[file]} />);
    expect(document.activeElement).toBe(screen.getByLabelText('Password for locked.pdf'));
  });

  it('has the first locked file’s field take the focus that landed on another card of the pick', () => {
    const [first, locked, other] = [pdf('first.pdf'), pdf('locked.pdf'), pdf('other-locked.pdf')];
    const { rerender } = render(<Cards files={[first, locked, other]} />);
    act(() => screen.getAllByTestId('file-card')[0].focus());
    previews.set('locked.pdf', { locked: 'needs-password', problem: 'Password-protected' });
    previews.set('other-locked.pdf', { locked: 'needs-password', problem: 'Password-protected' });
    rerender(<Cards files={[first, locked, other]} />);
    expect(document.activeElement).toBe(screen.getByLabelText('Password for locked.pdf'));
  });

  it('leaves the focus where the person is (another control) when the question comes', () => {
    const file = pdf('locked.pdf');
    const { rerender } = render(<Cards files={[file]} />);
    const back = screen.getByRole('link', { name: /Back to all tools/ });
    act(() => back.focus());
    previews.set('locked.pdf', { locked: 'needs-password', problem: 'Password-protected' });
    rerender(<Cards files={[file]} />);
    expect(screen.getByLabelText('Password for locked.pdf')).toBeTruthy();
    expect(document.activeElement).toBe(back);
  });

  it('gives the focus back to the field after a wrong password', () => {
    const file = pdf('locked.pdf');
    previews.set('locked.pdf', { locked: 'needs-password', problem: 'Password-protected' });
    const { rerender } = render(<Cards files={[file]} />);
    const field = screen.getByLabelText<HTMLInputElement>('Password for locked.pdf');
    act(() => field.focus());
    // Tried: the field is disabled, and the browser lets its focus go.
    previews.set('locked.pdf', { locked: 'needs-password', problem: 'Password-protected', checking: true });
    rerender(<Cards files={[file]} />);
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    previews.set('locked.pdf', { locked: 'wrong-password', problem: 'Password-protected' });
    rerender(<Cards files={[file]} />);
    expect(screen.getByTestId('file-password').textContent).toContain('That password is not correct. Try again.');
    expect(document.activeElement).toBe(screen.getByLabelText('Password for locked.pdf'));
  });
});
