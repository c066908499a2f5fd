import { stepPanel } from '../tool-definition';
import { PosterOptions } from './PosterOptions';

export const stepPanels = { 'poster-pdf': stepPanel(PosterOptions) };
