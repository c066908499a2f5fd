import { exposeEngine } from './engine-protocol';
import { documentApi } from './document-api';

exposeEngine(documentApi);
