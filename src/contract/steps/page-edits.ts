// Workflow steps that change which pages a PDF has, or what they are called, by a rule that fits any file:
// add blank pages (after every page, after the pages named, before the first, or up to a multiple), remove
// the pages found blank at an ink threshold, and write page labels from ranges typed once for every file.
import { addBlankPagesCall } from '../add-blank-pages';
import { pageLabelsCall } from '../page-labels';
import { removeBlankPagesCall, type RemoveBlankPagesSettings } from '../remove-blank-pages';
import { workflowStep } from '../workflow-step';

export const steps = [
  workflowStep({ id: 'add-blank-pages', name: 'Add blank pages', call: addBlankPagesCall, takes: ['pdf'], gives: 'pdf' }),
  // The screen removes the pages a person marked on one file's grid; a step runs on files nobody has seen,
  // so it removes the pages the rule finds blank at its threshold: no marked pages, whatever a saved workflow says.
  workflowStep<RemoveBlankPagesSettings>({
    id: 'remove-blank-pages', name: 'Remove blank pages', call: removeBlankPagesCall, takes: ['pdf'], gives: 'pdf', fixed: { pages: '' },
  }),
  workflowStep({ id: 'page-labels', name: 'Page labels', call: pageLabelsCall, takes: ['pdf'], gives: 'pdf' }),
];
