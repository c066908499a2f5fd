// The workflows a newcomer can start from: each a chain of catalog steps with the settings that make it.
import { findWorkflowStep } from '../../contract/workflow-catalog';
import { checkStepSettings, type Workflow, type WorkflowStepEntry } from '../../contract/workflow';

function step(id: string, settings: Record<string, unknown> = {}): WorkflowStepEntry {
  return { step: id, settings: checkStepSettings(findWorkflowStep(id)!, settings), enabled: true };
}

export const workflowPresets: Array<Workflow & { description: string }> = [
  {
    name: 'Scans to archive',
    description: 'OCR → Compress (medium) → PDF/A-2b: searchable, smaller, ready to keep.',
    steps: [step('ocr-pdf'), step('compress-pdf', { level: 'medium' }), step('pdf-to-pdfa', { level: '2b' })],
  },
  {
    name: 'Office files to one PDF',
    description: 'Convert to PDF → Merge → Page numbers.',
    steps: [step('office-to-pdf', { combine: false }), step('merge-pdf'), step('add-page-numbers')],
  },
  {
    name: 'Share by e-mail',
    description: 'Compress (high) → remove metadata: small, and says nothing it should not.',
    steps: [step('compress-pdf', { level: 'high' }), step('sanitize-pdf', { remove: ['metadata'] })],
  },
  {
    name: 'Print-ready',
    description: 'Repair → Optimize for print.',
    steps: [step('repair-pdf'), step('optimize-pdf', { level: 'print' })],
  },
];
