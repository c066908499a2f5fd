import { stepPanel } from '../tool-definition';
import { RotateOptions } from './RotateOptions';

export const stepPanels = { 'rotate-pdf': stepPanel(RotateOptions) };
