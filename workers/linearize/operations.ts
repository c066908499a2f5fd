// What the linearize worker serves: qpdf's operations.
import { collectOperations } from '../runtime/operations';

export default collectOperations('linearize', import.meta.glob(['../engines/qpdf/*.ts', '!../engines/qpdf/*.test.ts'], { eager: true }));
