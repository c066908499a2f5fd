import { stepPanel } from '../tool-definition';
import { BlankPageOptions } from './BlankPageOptions';

export const stepPanels = { 'add-blank-pages': stepPanel(BlankPageOptions) };
