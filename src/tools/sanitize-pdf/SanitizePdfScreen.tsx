import { useState } from 'react';
import { ToolPage } from '../../components/ToolPage';
import { UploadWidget } from '../../components/UploadWidget';
import { ChosenFiles } from '../../components/ChosenFiles';
import { ProcessingWidget } from '../../components/ProcessingWidget';
import { DownloadCard } from '../../components/DownloadCard';
import { FileAnswerStatus } from '../../components/FileAnswerStatus';
import { useFileListTool } from '../../components/use-file-list-tool';
import { useBatch } from '../../components/use-batch';
import { useFileAnswer } from '../../components/use-file-answer';
import { callApi } from '../../api/call-api';
import { toast } from '../../state/toast-store';
import { summarizeBatch } from '../../lib/batch-summary';
import { batchZipName } from '../../contract/output-names';
import {
  defaultSanitizeSettings, SANITIZED_SUFFIX, sanitizePdfCall, scanPdfRisksCall, type SanitizeAnswerItem, type SanitizeItem,
} from '../../contract/sanitize-pdf';
import type { ToolScreenProps } from '../tool-definition';
import { RisksReport } from './RisksReport';
import { SanitizeOptions } from './SanitizeOptions';
import { sanitizeGuide, sanitizeTexts as text } from './texts';

export default function SanitizePdfScreen({ tool }: ToolScreenProps) {
  const rules = tool.upload!;
  const { files, append, removeById, fileErrors } = useFileListTool(rules, { announce: { title: 'PDF uploaded', description: text.uploaded } });
  const single = files.length === 1 ? files[0].file : undefined;
  const scan = useFileAnswer(scanPdfRisksCall, single);
  const found = scan?.status === 'read' ? scan.answer : undefined;
  const [remove, setRemove] = useState<SanitizeItem[]>(defaultSanitizeSettings.remove);

  const batch = useBatch<SanitizeAnswerItem>({
    jobs: files.map((entry) => ({ key: `${entry.id}:${remove.join(',')}`, label: text.jobLabel(entry.file.name), files: [entry.file] })),
    run: (job, context) => callApi(sanitizePdfCall, job.files, { remove }, context),
    verb: text.verb,
    concurrency: 2,
    onComplete: (outcomes) => toast(outcomes.length === 1
      ? { title: text.successTitle }
      : { title: text.batchTitle, description: summarizeBatch(outcomes, text.batchDone) }),
  });
  const [result] = single ? batch.results : [];

  return (
    <ToolPage title={tool.title} description={tool.description} guide={sanitizeGuide} relatedToolIds={tool.relatedCardIds}>
      {files.length === 0 ? (
        <UploadWidget {...rules} onFiles={append} title={text.uploadTitle} />
      ) : (
        <div className="space-y-6">
          <ChosenFiles files={files} rules={rules} onAdd={append} onRemove={removeById} disabled={batch.running} errors={fileErrors} />
          <section className="space-y-4 rounded-2xl border border-slate-200 bg-surface p-3 shadow-sm sm:p-5">
            <FileAnswerStatus state={scan} reading={text.reading} failed={text.readFailed} />
            {!single && <p className="text-sm text-slate-600">{text.several}</p>}
            <SanitizeOptions settings={{ remove }} onChange={(next) => setRemove(next.remove)} disabled={batch.running} found={found} />
            {found && found.visibleComments > 0 && remove.includes('comments') && <p className="text-sm text-amber-700" role="note">{text.visibleComments(found.visibleComments)}</p>}
            {found && found.printedHiddenLayers > 0 && remove.includes('hidden-layers') && <p className="text-sm text-amber-700" role="note">{text.printedHiddenLayers(found.printedHiddenLayers)}</p>}
            {found && found.revisions > 1 && <p className="text-sm text-slate-600">{text.revisions(found.revisions)}</p>}
            <p className="text-sm text-slate-500">{text.always}</p>
          </section>
          <ProcessingWidget
            batch={batch}
            actionLabel={text.action}
            zipName={batchZipName(files.map((entry) => entry.file.name), SANITIZED_SUFFIX)}
            disabled={Boolean(single) && !found}
          />
          {result && (
            <div className="space-y-4">
              <DownloadCard title={text.resultTitle} result={result} downloadLabel={text.download} />
              <RisksReport before={result.before} after={result.after} />
            </div>
          )}
        </div>
      )}
    </ToolPage>
  );
}
