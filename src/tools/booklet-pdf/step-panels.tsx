import { stepPanel } from '../tool-definition';
import { BookletOptions } from './BookletOptions';

export const stepPanels = { 'booklet-pdf': stepPanel(BookletOptions) };
