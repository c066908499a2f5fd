import { stepPanel } from '../tool-definition';
import { FlattenOptions } from './FlattenOptions';

export const stepPanels = { 'flatten-pdf': stepPanel(FlattenOptions) };
