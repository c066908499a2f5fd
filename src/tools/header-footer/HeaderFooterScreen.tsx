import { useState } from 'react';
import { ToolPage } from '../../components/ToolPage';
import { UploadWidget } from '../../components/UploadWidget';
import { ProcessingWidget } from '../../components/ProcessingWidget';
import { ResultFileList } from '../../components/ResultFileList';
import { OrderedFileList } from '../../components/OrderedFileList';
import { useFileListTool } from '../../components/use-file-list-tool';
import { useBatch, type ProcessingJob } from '../../components/use-batch';
import { callApi } from '../../api/call-api';
import { toast } from '../../state/toast-store';
import { batchZipName } from '../../contract/output-names';
import { defaultHeaderFooterSettings, HEADER_FOOTER_SUFFIX, headerFooterCall, todayAsWritten, type HeaderFooterSettings } from '../../contract/header-footer';
import type { ToolScreenProps } from '../tool-definition';
import { hasHeaderFooterText, HeaderFooterOptions } from './HeaderFooterOptions';
import { headerFooterGuide, headerFooterTexts as text } from './texts';

export default function HeaderFooterScreen({ tool }: ToolScreenProps) {
  const rules = tool.upload!;
  const { files, listKey, append, removeById, setOrder, fileErrors, blameFile } = useFileListTool(rules);
  const [settings, setSettings] = useState<HeaderFooterSettings>(() => ({ ...defaultHeaderFooterSettings, date: todayAsWritten() }));
  const hasText = hasHeaderFooterText(settings);
  // One job of every file: Bates numbers run across them in the order shown.
  const jobs: ProcessingJob[] = files.length > 0
    ? [{ key: `${listKey}:${JSON.stringify(settings)}`, label: text.jobLabel(files.length), files: files.map((entry) => entry.file) }]
    : [];
  const batch = useBatch({
    jobs,
    run: (job, context) => callApi(headerFooterCall, job.files, settings, context),
    verb: text.verb,
    onJobError: (_, error) => blameFile(error),
    onComplete: () => toast({ title: text.successTitle }),
  });

  return (
    <ToolPage title={tool.title} description={tool.description} guide={headerFooterGuide} relatedToolIds={tool.relatedCardIds}>
      {files.length === 0 ? (
        <UploadWidget {...rules} onFiles={append} title={text.uploadTitle} />
      ) : (
        <div className="space-y-6">
          <section className="rounded-2xl border border-slate-200 bg-surface p-3 shadow-sm sm:p-5" aria-labelledby="stamp-files">
            <h2 id="stamp-files" className="text-lg font-semibold text-slate-900">{text.filesTitle}</h2>
            <p className="mb-3 text-sm text-slate-500">{text.reorderHint}</p>
            <OrderedFileList files={files} errors={fileErrors} onReorder={setOrder} onRemove={removeById} disabled={batch.running} label={text.listLabel} entryTestId="stamp-entry" />
            <div className="mt-4"><UploadWidget {...rules} onFiles={append} compactLabel={text.addMore} disabled={batch.running} /></div>
          </section>
          <div className="rounded-2xl border border-slate-200 bg-surface p-3 shadow-sm sm:p-5">
            <HeaderFooterOptions settings={settings} onChange={setSettings} disabled={batch.running} />
          </div>
          <ProcessingWidget batch={batch} actionLabel={text.action} disabled={!hasText} />
          {batch.results.length > 0 && (
            <ResultFileList title={text.resultsTitle} results={batch.results} zipName={batchZipName(files.map((entry) => entry.file.name), HEADER_FOOTER_SUFFIX)} />
          )}
        </div>
      )}
    </ToolPage>
  );
}
