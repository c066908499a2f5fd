import { exposeEngine } from './engine-protocol';
import { documentApi } from './document-api';
import { configureFontFiles, fontFilesFromOrigin } from './engines/stamps/font-files';

// Stamp fonts are served by the app itself (copied from node_modules at build).
configureFontFiles(fontFilesFromOrigin(new URL('/vendor/fonts/', self.location.origin).href));

exposeEngine(documentApi);
