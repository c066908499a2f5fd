// Workflow steps run as the command line runs them (cli/node-step.ts: the app's handlers, the real
// engines in this process), their outputs read by independent tools: poppler, qpdf, unzip.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findWorkflowStep, workflowSteps } from '../../src/contract/workflow-catalog';
import { checkChain } from '../../src/contract/workflow-chain';
import { checkStepSettings } from '../../src/contract/workflow';
import { corpusFile, outputsOf, saved } from '../setup/workflow-steps';
import { popplerPageTexts } from '../readers/poppler-readers';

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

describe('steps on pictures, order and properties', () => {
  it('Extract images: the pictures a PDF holds, handed on as images', async () => {
    const images = await outputsOf([corpusFile('large-jpeg-qa-document-6p.pdf')], ['extract-images', { minSize: 64 }]);
    expect(images.length).toBeGreaterThanOrEqual(2);
    for (const image of images) expect(image.name).toMatch(/\.(jpg|png)$/);
  }, 60_000);

  it('Alternate merge gathers the files that reach it: fronts and backs, the second read backwards', async () => {
    // Two 4-page files of the same source: the merged file takes page 1 of the first, then page 4 of the second.
    const [merged] = await outputsOf(
      [corpusFile('multipage-outline-links-4p.pdf'), { ...corpusFile('multipage-outline-links-4p.pdf'), name: 'backs.pdf' }],
      ['alternate-merge-pdf', { reverse: [2] }],
    );
    const source = popplerPageTexts(new Uint8Array(readFileSync('test/corpus/multipage-outline-links-4p.pdf')));
    const pages = popplerPageTexts(new Uint8Array(await merged.blob.arrayBuffer()));
    expect(pages).toHaveLength(8);
    expect(pages.slice(0, 4)).toEqual([source[0], source[3], source[1], source[2]]);
  }, 60_000);

  it('Edit metadata writes the same author into every file, or removes every trace', async () => {
    const [edited] = await outputsOf([corpusFile('multipage-outline-links-4p.pdf')], ['pdf-metadata', { mode: 'edit', set: { author: 'Ada Lovelace' } }]);
    expect(execFileSync('pdfinfo', [await saved(edited)], { encoding: 'utf8' })).toMatch(/Author:\s+Ada Lovelace/);
    const [cleaned] = await outputsOf([corpusFile('multipage-outline-links-4p.pdf')], ['pdf-metadata', { mode: 'remove-all' }]);
    expect(execFileSync('pdfinfo', [await saved(cleaned)], { encoding: 'utf8' })).not.toMatch(/Producer:|Creator:/);
  }, 60_000);

  it('Background remover needs a browser: the command line says so before the run', () => {
    const kind = findWorkflowStep('background-remover')!;
    expect(checkChain([{ kind, settings: kind.defaults }], ['image'], 'node')).toEqual([{ kind: 'browser-only', step: 0 }]);
  });
});
