// An e-mail's PDFs and pictures follow its message as pages: each picture made a page of its own size (the
// images' engine), each PDF joined after (the merge engine), one at a time, so a damaged or locked
// attachment is only named and the others still follow.
import { noSettings } from '../../src/contract/api-call';
import { defaultImageSettings, imagesToPdfOperation, type SkippedFile } from '../../src/contract/convert-to-pdf';
import type { OutputFile } from '../../src/contract/engine-job';
import { EngineError, type ProgressCallback } from '../../src/contract/errors';
import { mergePdfsOperation } from '../../src/contract/merge-pdf';
import { namedBytes } from '../../src/contract/named-file';
import type { LocalEngines } from '../local-engines';
import type { EmailAttachment } from './email-page';

export interface AppendedAttachments {
  output: OutputFile;
  /** The attachments that follow the message, by name. */
  appended: string[];
  /** Those that could not (damaged, locked by a password), with why. */
  notAppended: SkippedFile[];
}

interface RunOptions {
  signal: AbortSignal;
  onProgress: ProgressCallback;
}

export async function appendAttachments(engines: LocalEngines, message: OutputFile, attachments: EmailAttachment[], options: RunOptions): Promise<AppendedAttachments> {
  let output = message;
  const appended: string[] = [];
  const notAppended: SkippedFile[] = [];
  for (const attachment of attachments.filter((candidate) => candidate.kind !== 'other')) {
    try {
      const file = namedBytes(attachment.name, attachment.bytes, attachment.kind === 'pdf' ? 'application/pdf' : 'application/octet-stream');
      const pages = attachment.kind === 'pdf' ? file
        : (await engines.run(imagesToPdfOperation, { files: [file], settings: { ...defaultImageSettings, combine: true } }, options)).outputs[0];
      const { outputs: [joined] } = await engines.run(mergePdfsOperation, { files: [output, pages], settings: noSettings }, options);
      output = { ...joined, name: message.name };
      appended.push(attachment.name);
    } catch (error) {
      if (!(error instanceof EngineError) || error.code === 'cancelled' || options.signal.aborted) throw error;
      notAppended.push({ fileName: attachment.name, code: error.code, message: error.message });
    }
  }
  return { output, appended, notAppended };
}
