import { useEffect, useState } from 'react';
import { ToolPage } from '../../components/ToolPage';
import { OptionCards } from '../../components/OptionCards';
import { UploadWidget } from '../../components/UploadWidget';
import { ChosenFiles } from '../../components/ChosenFiles';
import { ProcessingWidget } from '../../components/ProcessingWidget';
import { DownloadCard } from '../../components/DownloadCard';
import { ResultFileList } from '../../components/ResultFileList';
import { useFileListTool } from '../../components/use-file-list-tool';
import { useBatch } from '../../components/use-batch';
import { useFileAnswer } from '../../components/use-file-answer';
import { FileAnswerStatus } from '../../components/FileAnswerStatus';
import { callApi } from '../../api/call-api';
import { toast } from '../../state/toast-store';
import { summarizeBatch } from '../../lib/batch-summary';
import { batchZipName } from '../../contract/output-names';
import { ATTACHMENTS_SUFFIX, editAttachmentsCall, extractAttachmentsCall, readAttachmentsCall } from '../../contract/pdf-attachments';
import type { ToolScreenProps } from '../tool-definition';
import { AttachmentTable } from './AttachmentTable';
import { NewAttachments, type ChosenAttachment } from './NewAttachments';
import { attachmentsGuide, attachmentsTexts as text, type AttachmentsMode } from './texts';

const modes: AttachmentsMode[] = ['extract', 'edit'];

export default function PdfAttachmentsScreen({ tool }: ToolScreenProps) {
  const rules = tool.upload!;
  const { files, append, removeById, fileErrors } = useFileListTool(rules, { announce: { title: 'PDF uploaded', description: text.uploaded } });
  const single = files.length === 1 ? files[0].file : undefined;
  const listing = useFileAnswer(readAttachmentsCall, single);
  const read = listing?.status === 'read' ? listing.answer : undefined;
  const [chosenMode, setMode] = useState<AttachmentsMode>('extract');
  // Several PDFs: every attached file of each is saved.
  const mode = single ? chosenMode : 'extract';
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [added, setAdded] = useState<ChosenAttachment[]>([]);
  useEffect(() => setTicked(new Set()), [read, mode]);

  const ids = [...ticked].sort();
  const add = added.map(({ file, description }) => ({ file: { name: file.name, type: file.type, data: file }, description }));
  const settingsKey = JSON.stringify({ mode, ids, added: added.map((entry) => [entry.file.name, entry.file.size, entry.description]) });
  const batch = useBatch({
    jobs: files.map((entry) => ({ key: `${entry.id}:${settingsKey}`, label: text.jobLabel(mode, entry.file.name), files: [entry.file] })),
    run: (job, context) => (mode === 'extract'
      ? callApi(extractAttachmentsCall, job.files, { ids: single ? ids : [] }, context)
      : callApi(editAttachmentsCall, job.files, { add, remove: ids }, context)),
    verb: text.verb[mode],
    concurrency: 2,
    onComplete: (outcomes) => toast(outcomes.length === 1
      ? { title: text.successTitle[mode] }
      : { title: text.successTitle[mode], description: summarizeBatch(outcomes, text.batchDone) }),
  });
  const nothingToDo = single !== undefined && (!read || (mode === 'extract' ? read.attachments.length === 0 : ids.length === 0 && added.length === 0));

  return (
    <ToolPage title={tool.title} description={tool.description} guide={attachmentsGuide} relatedToolIds={tool.relatedCardIds}>
      {files.length === 0 ? (
        <UploadWidget {...rules} onFiles={append} title={text.uploadTitle} />
      ) : (
        <div className="space-y-6">
          <ChosenFiles files={files} rules={rules} onAdd={append} onRemove={removeById} disabled={batch.running} errors={fileErrors} />
          <section className="space-y-5 rounded-2xl border border-slate-200 bg-surface p-3 shadow-sm sm:p-5">
            {single ? (
              <OptionCards
                legend={text.optionsTitle}
                options={modes.map((value) => ({ value, ...text.modes[value] }))}
                value={mode}
                onChange={setMode}
                disabled={batch.running}
              />
            ) : <p className="text-sm text-slate-600">{text.several}</p>}
            <FileAnswerStatus state={listing} reading={text.reading} failed={text.readFailed} />
            {read && <AttachmentTable attachments={read.attachments} mode={mode} ticked={ticked} onTickedChange={setTicked} disabled={batch.running} />}
            {read && mode === 'edit' && <NewAttachments chosen={added} onChange={setAdded} disabled={batch.running} />}
          </section>
          <ProcessingWidget
            batch={batch}
            actionLabel={text.action[mode]}
            zipName={batchZipName(files.map((entry) => entry.file.name), ATTACHMENTS_SUFFIX)}
            disabled={nothingToDo}
          />
          {single && mode === 'edit' && batch.results.length === 1 && <DownloadCard title={text.resultTitle} result={batch.results[0]} downloadLabel={text.download} />}
          {single && mode === 'extract' && batch.results.length > 0 && (
            <ResultFileList title={text.filesTitle} results={batch.results} zipName={batchZipName([single.name], ATTACHMENTS_SUFFIX)} />
          )}
        </div>
      )}
    </ToolPage>
  );
}
