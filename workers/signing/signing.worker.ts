import { exposeEngine } from '../runtime/engine-protocol';
import operations from './operations';
import { configureFontFiles, fontFilesFromOrigin } from '../engines/fonts/font-files';
import { HEAVY_FOLDER, VENDOR_FOLDER } from '../runtime/worker-descriptor';

// A visible signature's details are drawn with the text fonts the app serves (the document worker copies them).
configureFontFiles(fontFilesFromOrigin({
  precached: new URL(`/${VENDOR_FOLDER}/fonts/`, self.location.origin).href,
  firstUse: new URL(`/${HEAVY_FOLDER}/fonts/`, self.location.origin).href,
}));

exposeEngine(operations);
