// What the background worker serves: every operation implemented in the background engine folder.
import { collectOperations } from '../runtime/operations';

export default collectOperations('background', import.meta.glob(['../engines/background/*.ts', '!../engines/background/*.test.ts'], { eager: true }));
