import { backgroundEngine, documentEngine } from '../workers/engine-clients';
import { createHandlers } from './create-handlers';

export const browserHandlers = createHandlers({ documents: documentEngine, background: backgroundEngine });
