import { stepPanel } from '../tool-definition';
import { CompressOptions } from './CompressOptions';

export const stepPanels = { 'compress-pdf': stepPanel(CompressOptions) };
