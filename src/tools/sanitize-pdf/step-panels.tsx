import { stepPanel } from '../tool-definition';
import { SanitizeOptions } from './SanitizeOptions';

export const stepPanels = { 'sanitize-pdf': stepPanel(SanitizeOptions) };
