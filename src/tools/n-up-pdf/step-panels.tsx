import { stepPanel } from '../tool-definition';
import { NupOptions } from './NupOptions';

export const stepPanels = { 'n-up-pdf': stepPanel(NupOptions) };
