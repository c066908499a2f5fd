import { stepPanel } from '../tool-definition';
import { TextWatermarkStepOptions } from './WatermarkFields';

export const stepPanels = { 'add-watermark': stepPanel(TextWatermarkStepOptions) };
