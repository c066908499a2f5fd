import type { LocalEngines } from '../local-engines';
import { fileAnnotationsCall, listAnnotationsOperation, type FileAnnotationsAnswer } from '../../src/contract/file-annotations';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItem } from '../stored-item';

/** POST /api/file-annotations — `file`: the annotations the editor can take over, the stamps' pictures and the backdrop (the file without them) as result URLs. */
export default function fileAnnotationsHandler(engines: LocalEngines) {
  return route(fileAnnotationsCall, async (job): Promise<FileAnnotationsAnswer> => {
    const { outputs, facts: { annotations, pictureOutputs, backdropOutput } } = await runTool(engines, listAnnotationsOperation, job);
    const urls = new Map(outputs.map((output) => [output.name, storedItem(output).url]));
    const pictureUrls = Object.fromEntries(Object.entries(pictureOutputs).map(([object, name]) => [object, urls.get(name)!]));
    return { annotations, pictureUrls, ...(backdropOutput ? { backdropUrl: urls.get(backdropOutput)! } : {}) };
  });
}
