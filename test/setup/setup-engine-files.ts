// Vitest setup: the engines read their files from node_modules (node/engine-files.ts).
import { readEngineFilesFromNodeModules } from '../../node/engine-files';

readEngineFilesFromNodeModules();
