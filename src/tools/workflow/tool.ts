import { Workflow } from 'lucide-react';
import { ANY_WORKFLOW_INPUT } from './workflow-upload';
import type { ToolDefinition } from '../tool-definition';

export const tool: ToolDefinition = {
  id: 'workflow',
  path: '/workflow',
  title: 'Workflow',
  description: 'Chain tools into steps and run them over many files at once, on your device.',
  upload: ANY_WORKFLOW_INPUT,
  relatedCardIds: ['merge-pdf', 'compress-pdf', 'convert-to-pdf'],
  cards: [
    {
      id: 'workflow', name: 'Workflow', description: 'Chain tools into steps and run them over many files at once, on your device.',
      icon: Workflow, category: 'Automate', placements: ['more', 'allTools'], color: 'bg-indigo-50 text-indigo-600', order: 400,
      keywords: ['automate', 'batch', 'chain', 'pipeline', 'steps', 'preset'],
    },
  ],
};
