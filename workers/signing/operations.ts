// What the signing worker serves: every operation implemented in the signatures engine.
import { collectOperations } from '../runtime/operations';

export default collectOperations('signing', import.meta.glob(['../engines/signatures/*.ts', '!../engines/signatures/*.test.ts'], { eager: true }));
