import { onlyFile, pdfOutput, type EngineJob, type EngineResult, type NoFacts } from '../../../src/contract/engine-job';
import { readNamedPdf } from '../../../src/contract/named-file';
import { outputFilename } from '../../../src/contract/output-names';
import {
  checkEditMetadataSettings, editMetadataOperation, METADATA_SUFFIX, readMetadataOperation,
  type EditMetadataSettings, type MetadataFacts,
} from '../../../src/contract/pdf-metadata';
import type { NoSettings } from '../../../src/contract/api-call';
import { withSettingsChecked } from '../../../src/contract/setting-values';
import { implement } from '../../runtime/operations';
import { readInfo, writeInfo } from './info-dictionary';
import { countTraces, documentXmp, newDocumentId, removeTraces, savedVersions, setDocumentXmp } from './metadata-traces';
import { isoNow } from '../../../src/contract/pdf-dates';
import { dropUnreachableObjects } from './reachable-objects';
import { withPdf } from './with-pdf';
import { readXmpValues, writeXmpValues } from './xmp-packet';
import { saveWithPdfLib } from '../pdf-lib-pace';

/** What the file says about itself: Info and XMP side by side, its custom entries and its other traces. */
export const readMetadata = implement(readMetadataOperation, async (job: EngineJob<NoSettings>): Promise<EngineResult<MetadataFacts>> => {
  const file = await readNamedPdf(onlyFile(job));
  return withPdf(file, async (document) => {
    const { values, custom } = readInfo(document);
    const xml = documentXmp(document);
    return {
      outputs: [],
      facts: { info: values, xmp: xml === undefined ? null : safeXmpValues(xml), custom, revisions: savedVersions(file.bytes), ...countTraces(document) },
    };
  });
});

/** A packet that is not XML is reported as carrying nothing Folio can read, not as a failure. */
function safeXmpValues(xml: string) {
  try {
    return readXmpValues(xml);
  } catch {
    return null;
  }
}

/**
 * Writes the fields (Info and XMP in step, the modification date stamped unless the user set it), or
 * removes every trace. Either way the file is written whole, without its earlier saved versions.
 */
export const editMetadata = implement(editMetadataOperation, async (job: EngineJob<EditMetadataSettings>): Promise<EngineResult<NoFacts>> => {
  const settings = withSettingsChecked(() => checkEditMetadataSettings(job.settings));
  const file = await readNamedPdf(onlyFile(job));
  return withPdf(file, async (document) => {
    if (settings.mode === 'remove-all') {
      removeTraces(document);
      newDocumentId(document);
    } else {
      const now = isoNow();
      const set = { modified: now, ...settings.set };
      writeInfo(document, set, settings.custom, settings.removeCustom);
      const xml = documentXmp(document);
      setDocumentXmp(document, writeXmpValues(xml !== undefined && isXml(xml) ? xml : undefined, readInfo(document).values, now));
    }
    dropUnreachableObjects(document);
    const bytes = await saveWithPdfLib(document, { useObjectStreams: true });
    return { outputs: [pdfOutput(outputFilename(file.name, METADATA_SUFFIX), bytes, document.getPageCount())], facts: {} };
  });
});

function isXml(xml: string): boolean {
  try {
    readXmpValues(xml);
    return true;
  } catch {
    return false;
  }
}
