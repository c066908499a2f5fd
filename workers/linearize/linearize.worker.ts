import { exposeEngine } from '../runtime/engine-protocol';
import operations from './operations';

exposeEngine(operations);
