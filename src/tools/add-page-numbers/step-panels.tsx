import { stepPanel } from '../tool-definition';
import { PageNumberOptions } from './PageNumberOptions';

export const stepPanels = { 'add-page-numbers': stepPanel(PageNumberOptions) };
