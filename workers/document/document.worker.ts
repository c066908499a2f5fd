import { exposeEngine } from '../runtime/engine-protocol';
import operations from './operations';
import { configureFontFiles, fontFilesFromOrigin } from '../engines/fonts/font-files';
import { HEAVY_FOLDER, VENDOR_FOLDER } from '../runtime/worker-descriptor';

// Text fonts are served by the app itself (copied from node_modules at build: see descriptor.ts).
configureFontFiles(fontFilesFromOrigin({
  precached: new URL(`/${VENDOR_FOLDER}/fonts/`, self.location.origin).href,
  firstUse: new URL(`/${HEAVY_FOLDER}/fonts/`, self.location.origin).href,
}));

exposeEngine(operations);
