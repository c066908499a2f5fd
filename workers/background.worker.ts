import { exposeEngine } from './engine-protocol';
import { backgroundApi } from './background-api';

exposeEngine(backgroundApi);
