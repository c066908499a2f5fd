// What the office worker serves: every operation implemented in the LibreOffice engine folder.
import { collectOperations } from '../runtime/operations';

export default collectOperations('office', import.meta.glob(['../engines/libreoffice/*.ts', '!../engines/libreoffice/*.test.ts'], { eager: true }));
