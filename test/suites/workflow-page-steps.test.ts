// Workflow steps that stamp, flatten, add or remove pages and label them, run as the command line runs them
// (the app's handlers, the real engines in this process), their outputs read by poppler and qpdf.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseWorkflow, WORKFLOW_FORMAT, WORKFLOW_VERSION } from '../../src/contract/workflow';
import { findWorkflowStep } from '../../src/contract/workflow-catalog';
import { bytesOf, corpusFile, outputsOf, saved } from '../setup/workflow-steps';
import { popplerPageTexts } from '../readers/poppler-readers';
import { pdfinfoPageCount } from '../readers/pdfinfo-pages';

const fourPages = 'multipage-outline-links-4p.pdf';
const fourteenPages = 'multipage-text-tracemonkey-14p.pdf';

const qpdfJson = (path: string, key: string) => JSON.parse(execFileSync('qpdf', ['--json', `--json-key=${key}`, path], { encoding: 'utf8' }));

describe('Header, footer & Bates as a workflow step', () => {
  it('writes its texts on every page of each file, the placeholders filled in', async () => {
    const texts = { 'top-left': 'FOLIOHEAD {file}', 'bottom-center': 'Sheet {page} of {pages}' };
    const [stamped] = await outputsOf([corpusFile(fourPages)], ['header-footer', { texts }]);
    expect(stamped.name).toBe('multipage-outline-links-4p-stamped.pdf');
    const pages = popplerPageTexts(await bytesOf(stamped));
    expect(pages).toHaveLength(4);
    pages.forEach((text, index) => {
      expect(text).toContain('FOLIOHEAD multipage-outline-links-4p');
      expect(text).toContain(`Sheet ${index + 1} of 4`);
    });
  }, 60_000);

  it('gathers the files only for Bates numbers, which then run on from one file to the next', async () => {
    const step = findWorkflowStep('header-footer')!;
    expect(step.gathers(step.defaults)).toBe(false);
    const texts = { 'bottom-right': '{bates}' };
    const bates = { prefix: 'FOLIO', suffix: '', digits: 4, start: 7 };
    expect(step.gathers({ ...(step.defaults as object), texts })).toBe(true);
    const outputs = await outputsOf([corpusFile(fourPages), corpusFile(fourteenPages)], ['header-footer', { texts, bates }]);
    expect(outputs.map((file) => file.name)).toEqual(['multipage-outline-links-4p-stamped.pdf', 'multipage-text-tracemonkey-14p-stamped.pdf']);
    const [first, second] = await Promise.all(outputs.map(async (file) => popplerPageTexts(await bytesOf(file))));
    expect(first.at(0)).toContain('FOLIO0007');
    expect(first.at(-1)).toContain('FOLIO0010');
    expect(second.at(0)).toContain('FOLIO0011');
    expect(second.at(-1)).toContain('FOLIO0024');
  }, 60_000);
});

describe('Flatten PDF as a workflow step', () => {
  it('draws a filled form into its pages: no form field is left, the values stay as text', async () => {
    const source = corpusFile('form-acroform-irs1040-prefilled.pdf');
    expect(qpdfJson(await saved(source), 'acroform').acroform.fields.length).toBeGreaterThan(0);
    const [flat] = await outputsOf([source], ['flatten-pdf', { what: 'forms' }]);
    const path = await saved(flat);
    expect(qpdfJson(path, 'acroform').acroform.fields).toEqual([]);
    expect(execFileSync('pdfinfo', [path], { encoding: 'utf8' })).toMatch(/Form:\s+none/);
    expect(popplerPageTexts(await bytesOf(flat))[1]).toContain('foobar');
  }, 60_000);
});

describe('Add and remove blank pages as workflow steps', () => {
  it('Add blank pages: a blank page after every page, each with no text', async () => {
    const [padded] = await outputsOf([corpusFile(fourPages)], ['add-blank-pages', { position: 'after-every' }]);
    expect(pdfinfoPageCount(await saved(padded))).toBe(8);
    const pages = popplerPageTexts(await bytesOf(padded));
    expect(pages.filter((_, index) => index % 2 === 1)).toEqual(['', '', '', '']);
    expect(pages.filter((_, index) => index % 2 === 0).every((text) => text.length > 0)).toBe(true);
  }, 60_000);

  it('Remove blank pages after Add blank pages: the pages just added are found and taken out, with no review', async () => {
    const original = popplerPageTexts(await bytesOf(corpusFile(fourPages)));
    // A saved workflow's marked pages are not read: the step removes what the rule finds blank.
    const { steps } = parseWorkflow(JSON.stringify({
      format: WORKFLOW_FORMAT, version: WORKFLOW_VERSION, name: 'Blank pages in and out',
      steps: [{ step: 'add-blank-pages', settings: { position: 'after-pages', pages: '1, 3' } }, { step: 'remove-blank-pages', settings: { pages: '1' } }],
    }), findWorkflowStep);
    expect(steps[1].settings).toEqual({ threshold: 0.5, pages: '' });
    const [padded] = await outputsOf([corpusFile(fourPages)], [steps[0].step, steps[0].settings]);
    expect(pdfinfoPageCount(await saved(padded))).toBe(6);
    const [cleaned] = await outputsOf([corpusFile(fourPages)], ...steps.map((entry): [string, Record<string, unknown>] => [entry.step, entry.settings]));
    expect(pdfinfoPageCount(await saved(cleaned))).toBe(4);
    expect(popplerPageTexts(await bytesOf(cleaned))).toEqual(original);
  }, 60_000);
});

describe('Page labels as a workflow step', () => {
  it('writes the same label ranges on every file, as qpdf reads them', async () => {
    const ranges = [
      { fromPage: 1, style: 'roman-lower', prefix: '', start: 1 },
      { fromPage: 3, style: 'decimal', prefix: 'A-', start: 1 },
    ];
    const outputs = await outputsOf([corpusFile(fourPages), corpusFile(fourteenPages)], ['page-labels', { ranges }]);
    expect(outputs).toHaveLength(2);
    for (const labelled of outputs) {
      const { pagelabels } = qpdfJson(await saved(labelled), 'pagelabels');
      expect(pagelabels.map(({ index, label }: { index: number; label: Record<string, unknown> }) => [index, label['/S'], label['/P'] ?? null])).toEqual([
        [0, '/r', null],
        [2, '/D', 'u:A-'],
      ]);
    }
  }, 60_000);
});
