import { stepPanel } from '../tool-definition';
import { ExtractImagesOptions } from './ExtractImagesOptions';

export const stepPanels = { 'extract-images': stepPanel(ExtractImagesOptions) };
