// Workflow steps on pictures: the images a PDF holds, taken out as they are stored, and a photo's
// background removed (the model runs only in a browser).
import { extractImagesCall } from '../extract-images';
import { removeBackgroundCall } from '../remove-background';
import { workflowStep } from '../workflow-step';

export const steps = [
  workflowStep({ id: 'extract-images', name: 'Extract images', call: extractImagesCall, takes: ['pdf'], gives: 'image', alsoGives: ['archive'], mayGiveMany: true }),
  workflowStep({ id: 'background-remover', name: 'Background remover', call: removeBackgroundCall, takes: ['image'], gives: 'image', browserOnly: true }),
];
