// What the ocr worker serves: every operation implemented in the tesseract engine folder.
import { collectOperations } from '../runtime/operations';

export default collectOperations('ocr', import.meta.glob(['../engines/tesseract/*.ts', '!../engines/tesseract/*.test.ts'], { eager: true }));
