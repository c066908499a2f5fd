import { toolById } from '../../tools/registry';

/** The three links the header always shows (spec, first document §2). */
export const mainLinks = ['merge-pdf', 'split-pdf', 'compress-pdf'].map((id) => toolById(id));
