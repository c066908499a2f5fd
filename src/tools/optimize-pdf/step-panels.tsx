import { stepPanel } from '../tool-definition';
import { OptimizeOptions } from './OptimizeOptions';

export const stepPanels = { 'optimize-pdf': stepPanel(OptimizeOptions) };
