// Workflow steps on a PDF's pages, and its lock: split (each part goes on through the steps after it),
// remove and extract the same pages of every file; unlock (with the password given on the file's card) and
// protect (its passwords typed before each run: a saved workflow, its file and its link never hold them).
import { extractPagesCall, type ExtractPagesSettings } from '../extract-pages';
import { checkProtectSettings, protectPdfCall, type ProtectSettings } from '../protect-pdf';
import { removePagesCall } from '../remove-pages';
import { splitPdfCall } from '../split-pdf';
import { unlockPdfCall } from '../unlock-pdf';
import { workflowStep } from '../workflow-step';

export const steps = [
  workflowStep({ id: 'split-pdf', name: 'Split PDF', call: splitPdfCall, takes: ['pdf'], gives: 'pdf', mayGiveMany: true }),
  workflowStep({ id: 'remove-pages', name: 'Remove pages', call: removePagesCall, takes: ['pdf'], gives: 'pdf' }),
  workflowStep<ExtractPagesSettings>({
    id: 'extract-pages', name: 'Extract pages', call: extractPagesCall, takes: ['pdf'], gives: 'pdf', mayGiveMany: true,
  }),
  workflowStep({ id: 'unlock-pdf', name: 'Unlock PDF', call: unlockPdfCall, takes: ['pdf'], gives: 'pdf' }),
  workflowStep<ProtectSettings>({
    id: 'protect-pdf', name: 'Protect PDF', call: protectPdfCall, takes: ['pdf'], gives: 'pdf',
    secrets: ['userPassword', 'ownerPassword'], ready: checkProtectSettings,
  }),
];
