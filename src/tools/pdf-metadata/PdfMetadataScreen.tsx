import { useEffect, useState } from 'react';
import { ToolPage } from '../../components/ToolPage';
import { OptionCards } from '../../components/OptionCards';
import { UploadWidget } from '../../components/UploadWidget';
import { ChosenFiles } from '../../components/ChosenFiles';
import { ProcessingWidget } from '../../components/ProcessingWidget';
import { DownloadCard } from '../../components/DownloadCard';
import { useFileListTool } from '../../components/use-file-list-tool';
import { useBatch } from '../../components/use-batch';
import { useFileAnswer } from '../../components/use-file-answer';
import { FileAnswerStatus } from '../../components/FileAnswerStatus';
import { callApi } from '../../api/call-api';
import { toast } from '../../state/toast-store';
import { summarizeBatch } from '../../lib/batch-summary';
import { batchZipName } from '../../contract/output-names';
import { editMetadataCall, METADATA_MODES, readMetadataCall, METADATA_SUFFIX, type EditMetadataSettings, type MetadataMode } from '../../contract/pdf-metadata';
import type { ToolScreenProps } from '../tool-definition';
import { MetadataFields } from './MetadataFields';
import { MetadataFindings } from './MetadataFindings';
import { editSettings, emptyMetadataForm, formOf, type MetadataForm } from './metadata-form';
import { metadataGuide, metadataTexts as text } from './texts';

export default function PdfMetadataScreen({ tool }: ToolScreenProps) {
  const rules = tool.upload!;
  const { files, append, removeById, fileErrors } = useFileListTool(rules, { announce: { title: 'PDF uploaded', description: text.uploaded } });
  const single = files.length === 1 ? files[0].file : undefined;
  const metadata = useFileAnswer(readMetadataCall, single);
  const read = metadata?.status === 'read' ? metadata.answer : undefined;
  const [mode, setMode] = useState<MetadataMode>('edit');
  const [form, setForm] = useState<MetadataForm>(emptyMetadataForm);
  // The one file's fields as it has them; several files start from empty fields (each keeps its own).
  useEffect(() => setForm(read ? formOf(read) : emptyMetadataForm), [read]);

  const settings: EditMetadataSettings = mode === 'remove-all' ? { mode, set: {}, custom: [], removeCustom: [] } : editSettings(form, read);
  const settingsKey = JSON.stringify(settings);
  const batch = useBatch({
    jobs: files.map((entry) => ({ key: `${entry.id}:${settingsKey}`, label: text.jobLabel(entry.file.name), files: [entry.file] })),
    run: (job, context) => callApi(editMetadataCall, job.files, settings, context),
    verb: text.verb,
    concurrency: 2,
    onComplete: (outcomes) => toast(outcomes.length === 1
      ? { title: text.successTitle[mode] }
      : { title: text.batchTitle[mode], description: summarizeBatch(outcomes, text.batchDone) }),
  });

  return (
    <ToolPage title={tool.title} description={tool.description} guide={metadataGuide} relatedToolIds={tool.relatedCardIds}>
      {files.length === 0 ? (
        <UploadWidget {...rules} onFiles={append} title={text.uploadTitle} />
      ) : (
        <div className="space-y-6">
          <ChosenFiles files={files} rules={rules} onAdd={append} onRemove={removeById} disabled={batch.running} errors={fileErrors} />
          <section className="space-y-6 rounded-2xl border border-slate-200 bg-surface p-3 shadow-sm sm:p-5">
            <OptionCards
              legend={text.optionsTitle}
              options={METADATA_MODES.map((value) => ({ value, ...text.modes[value] }))}
              value={mode}
              onChange={setMode}
              disabled={batch.running}
            />
            <FileAnswerStatus state={metadata} reading={text.reading} failed={text.readFailed} />
            {read && <MetadataFindings answer={read} />}
            {mode === 'edit' && (!single || read) && (
              <>
                {!single && <p className="text-sm text-slate-600">{text.several}</p>}
                <MetadataFields form={form} onChange={setForm} disabled={batch.running} />
              </>
            )}
          </section>
          <ProcessingWidget
            batch={batch}
            actionLabel={text.action[mode]}
            zipName={batchZipName(files.map((entry) => entry.file.name), METADATA_SUFFIX)}
            disabled={Boolean(single) && !read && mode === 'edit'}
          />
          {single && batch.results.length === 1 && <DownloadCard title={text.resultTitle} result={batch.results[0]} downloadLabel={text.download} />}
        </div>
      )}
    </ToolPage>
  );
}
