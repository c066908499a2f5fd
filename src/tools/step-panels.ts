// Every tool folder's step-panels.tsx, gathered: the settings panel of each workflow step, by step id.
// A step without a panel has no settings to choose. A new panel is a new file; nothing here changes.
import type { StepPanel } from './tool-definition';

const discovered = import.meta.glob<Record<string, StepPanel>>('./*/step-panels.tsx', { eager: true, import: 'stepPanels' });

export const stepPanels: Record<string, StepPanel> = Object.assign({}, ...Object.values(discovered));
