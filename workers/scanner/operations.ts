// What the scanner worker serves: every operation implemented in the scanner engine folder.
import { collectOperations } from '../runtime/operations';

export default collectOperations('scanner', import.meta.glob(['../engines/scanner/*.ts', '!../engines/scanner/*.test.ts'], { eager: true }));
