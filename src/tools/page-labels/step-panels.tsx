import { stepPanel } from '../tool-definition';
import { PageLabelOptions } from './PageLabelOptions';

export const stepPanels = { 'page-labels': stepPanel(PageLabelOptions) };
