import { exposeEngine } from '../runtime/engine-protocol';
import operations from './operations';
import { configureFontFiles, fontFilesFromOrigin } from '../engines/stamps/font-files';

// Stamp fonts are served by the app itself (copied from node_modules at build: see descriptor.ts).
configureFontFiles(fontFilesFromOrigin(new URL('/vendor/fonts/', self.location.origin).href));

exposeEngine(operations);
