import { backgroundEngine, documentEngine, renderEngine } from '../workers/engine-clients';
import { createHandlers } from './create-handlers';

export const browserHandlers = createHandlers({ documents: documentEngine, render: renderEngine, background: backgroundEngine });
