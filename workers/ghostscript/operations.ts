// What the ghostscript worker serves: every operation implemented in the ghostscript engine folder.
import { collectOperations } from '../runtime/operations';

export default collectOperations('ghostscript', import.meta.glob(['../engines/ghostscript/*.ts', '!../engines/ghostscript/*.test.ts'], { eager: true }));
