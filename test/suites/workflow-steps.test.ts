// Workflow steps run as the command line runs them (cli/node-step.ts: the app's handlers, the real
// engines in this process), their outputs read by independent tools: poppler, qpdf, unzip.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findWorkflowStep, workflowSteps } from '../../src/contract/workflow-catalog';
import { checkChain } from '../../src/contract/workflow-chain';
import { checkStepSettings } from '../../src/contract/workflow';
import { runWorkflow, type FlowFile } from '../../src/lib/workflow-runner';
import { runStepInNode, releaseNodeFile } from '../../cli/node-step';
import { popplerPageTexts } from '../readers/poppler-readers';

const corpusFile = (name: string): FlowFile => ({ name, blob: new Blob([readFileSync(join('test', 'corpus', name))]) });

/** Runs the steps (id and settings) over the files; every chain must end done. */
async function outputsOf(files: FlowFile[], ...steps: Array<[string, Record<string, unknown>?]>): Promise<FlowFile[]> {
  const planned = steps.map(([id, settings = {}]) => ({ kind: findWorkflowStep(id)!, settings: { ...(findWorkflowStep(id)!.defaults as object), ...settings } }));
  const outcomes = await runWorkflow({ inputs: files, steps: planned, runStep: runStepInNode, release: releaseNodeFile });
  for (const outcome of outcomes) {
    if (outcome.status === 'failed') throw outcome.error;
    expect(outcome.status).toBe('done');
  }
  return outcomes.flatMap((outcome) => (outcome.status === 'done' ? outcome.outputs : []));
}

async function saved(file: FlowFile): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'folio-step-')), file.name);
  writeFileSync(path, new Uint8Array(await file.blob.arrayBuffer()));
  return path;
}

describe('every step of the catalog', () => {
  it('reads its own defaults back unchanged, so a new step starts whole', () => {
    for (const kind of workflowSteps) expect(checkStepSettings(kind, kind.defaults), kind.id).toEqual({ ...(kind.defaults as object), ...(kind.fixed as object | undefined) });
  });
});

describe('Convert from PDF as workflow steps', () => {
  it('PDF to Image: one PNG per chosen page, handed on as images', async () => {
    const outputs = await outputsOf([corpusFile('multipage-outline-links-4p.pdf')], ['pdf-to-image', { format: 'png', dpi: '72', pages: '2-3' }]);
    expect(outputs.map((file) => file.name)).toHaveLength(2);
    for (const file of outputs) {
      expect(file.name).toMatch(/\.png$/);
      expect(execFileSync('identify', ['-format', '%m', await saved(file)], { encoding: 'utf8' })).toBe('PNG');
    }
  }, 60_000);

  it('PDF to Word after Extract pages: one DOCX of the chosen pages, its text from the PDF', async () => {
    const [docx] = await outputsOf([corpusFile('multipage-outline-links-4p.pdf')], ['extract-pages', { mode: 'select', pages: '1' }], ['pdf-to-word']);
    expect(docx.name).toMatch(/\.docx$/);
    const xml = execFileSync('unzip', ['-p', await saved(docx), 'word/document.xml'], { encoding: 'utf8' });
    const firstWords = popplerPageTexts(new Uint8Array(readFileSync('test/corpus/multipage-outline-links-4p.pdf')))[0].split(/\s+/).filter((word) => word.length > 3).slice(0, 3);
    for (const word of firstWords) expect(xml).toContain(word);
  }, 60_000);

  it('PDF to data (raw text): the text of the pages, as a .txt', async () => {
    const [text] = await outputsOf([corpusFile('multipage-outline-links-4p.pdf')], ['pdf-to-data', { format: 'raw' }]);
    expect(text.name).toMatch(/\.txt$/);
    expect((await text.blob.text()).split('\f').length).toBeGreaterThanOrEqual(4);
  }, 60_000);

  it('a PDF step after a conversion that ends PDFs is refused before the run', () => {
    const steps = ['pdf-to-word', 'compress-pdf'].map((id) => ({ kind: findWorkflowStep(id)!, settings: findWorkflowStep(id)!.defaults }));
    expect(checkChain(steps, ['pdf'])).toEqual([{ kind: 'cannot-take', step: 1, gets: ['office'], takes: ['pdf'] }]);
  });
});

describe('Convert to PDF as workflow steps', () => {
  it('E-book to PDF: an EPUB and a MOBI each laid out as a PDF with the book\'s text', async () => {
    const outputs = await outputsOf([corpusFile('epub-alice-epubjs.epub'), corpusFile('mobi-demo-iscc.mobi')], ['ebook-to-pdf'], ['add-page-numbers']);
    expect(outputs).toHaveLength(2);
    for (const pdf of outputs) {
      const text = popplerPageTexts(new Uint8Array(await pdf.blob.arrayBuffer())).join(' ');
      expect(text.replace(/\s+/g, ' ').length).toBeGreaterThan(200);
    }
  }, 120_000);
});

describe('Protect PDF as a workflow step', () => {
  const protect = findWorkflowStep('protect-pdf')!;

  it('is not ready to run until a password is typed, and then encrypts each file', async () => {
    expect(checkChain([{ kind: protect, settings: protect.defaults }], ['pdf'])).toEqual([
      { kind: 'bad-settings', step: 0, message: 'Enter a password to open the file, an owner password, or both.' },
    ]);
    const [locked] = await outputsOf([corpusFile('multipage-outline-links-4p.pdf')], ['compress-pdf'], ['protect-pdf', { userPassword: 'open sesame' }]);
    const path = await saved(locked);
    expect(() => execFileSync('qpdf', ['--check', path], { stdio: 'pipe' })).toThrow();
    expect(execFileSync('qpdf', ['--password=open sesame', '--show-npages', path], { encoding: 'utf8' }).trim()).toBe('4');
  }, 60_000);
});
