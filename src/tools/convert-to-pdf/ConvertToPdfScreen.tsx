import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Info } from 'lucide-react';
import { ToolPage } from '../../components/ToolPage';
import { UploadWidget } from '../../components/UploadWidget';
import { OrderedFileList } from '../../components/OrderedFileList';
import { ProcessingWidget } from '../../components/ProcessingWidget';
import { useBatch, type ProcessingJob } from '../../components/use-batch';
import { DownloadCard } from '../../components/DownloadCard';
import { HeavyEngineOfflineButton } from '../../components/HeavyEngineOfflineButton';
import { useFileListTool } from '../../components/use-file-list-tool';
import { callApi } from '../../api/call-api';
import { defaultBookSettings, isBookType, type BookLayout } from '../../contract/book-to-pdf';
import {
  convertToPdfCall, convertToPdfQuery, convertTypes, defaultDocumentSettings, defaultImageSettings, documentToPdfOperation,
  type ConvertResultItem, type ConvertToPdfSettings, type ConvertType, type ImagePageSettings,
} from '../../contract/convert-to-pdf';
import { batchZipName } from '../../contract/output-names';
import { toast } from '../../state/toast-store';
import type { ToolScreenProps } from '../tool-definition';
import { CombineField } from './CombineField';
import { BookOptions } from './BookOptions';
import { ConvertTabs } from './ConvertTabs';
import { ImageOptions } from './ImageOptions';
import { convertGuide, convertTexts as text, describeOfficeProgress } from './texts';

export default function ConvertToPdfScreen({ tool, variant }: ToolScreenProps) {
  const type = (variant?.id ?? 'image') as ConvertType;
  const rules = variant?.upload ?? tool.upload!;
  const [, setSearchParams] = useSearchParams();
  const { files, listKey, append, removeById, clear, setOrder, fileErrors, blameFile } = useFileListTool(rules);
  const [imageSettings, setImageSettings] = useState<ImagePageSettings>(defaultImageSettings);
  const [combineDocuments, setCombineDocuments] = useState(defaultDocumentSettings.combine);
  const [bookLayout, setBookLayout] = useState<BookLayout>(defaultBookSettings);
  const isImage = type === 'image';
  const isBook = isBookType(type);
  // Office and HTML files: one PDF each, or one PDF of them all when there is more than one to combine.
  const combinedDocuments = !isImage && combineDocuments && files.length > 1;
  const settings: ConvertToPdfSettings = type === 'image'
    ? { type, ...imageSettings }
    : isBookType(type) ? { type, ...bookLayout, combine: combinedDocuments } : { type, combine: combinedDocuments };
  const settingsKey = new URLSearchParams(convertToPdfQuery(settings)).toString();

  // Spec: a tab change clears the files and the results and replaces the history entry.
  const changeType = (next: ConvertType) => {
    clear();
    setSearchParams({ type: next }, { replace: true });
  };

  const combinedLabel = isImage ? text.combinedJobLabel(files.length) : text.combinedDocumentsJobLabel(files.length, type);
  const jobs: ProcessingJob[] = settings.combine
    ? (files.length > 0 ? [{ key: `${listKey}|${settingsKey}`, label: combinedLabel, files: files.map((entry) => entry.file) }] : [])
    : files.map((entry) => ({ key: `${entry.id}|${settingsKey}`, label: text.jobLabel(entry.file.name), files: [entry.file] }));
  // Results made from other files or settings no longer match what the screen shows: the keys say so.
  const batch = useBatch<ConvertResultItem>({
    jobs,
    run: (job, context) => callApi(convertToPdfCall, job.files, settings, context),
    verb: text.verb,
    onJobError: (job, error) => job.files.length > 1 && blameFile(error),
    onComplete: (outcomes) => toast({ title: text.successTitle, description: text.successText(outcomes.flatMap((outcome) => outcome.items).length) }),
  });
  const { running, results } = batch;
  const notes = results.flatMap((item) => [
    ...(item.skipped ?? []).map(text.skipped),
    ...(item.attachmentsAppended ? [text.attachmentsAppended(item.filename, item.attachmentsAppended)] : []),
    ...(item.attachmentsNotAppended ?? []).map((skipped) => text.attachmentNotAppended(item.filename, skipped)),
    ...(item.scriptsLeftOut ? [text.scriptsLeftOut(item.filename, item.scriptsLeftOut)] : []),
    ...(item.remoteImagesLeftOut ? [text.remoteImagesLeftOut(item.filename, item.remoteImagesLeftOut)] : []),
    ...(item.imagesNotInFile ? [text.imagesNotInFile(item.filename, item.imagesNotInFile)] : []),
    ...(item.brokenImagesLeftOut ? [text.brokenImagesLeftOut(item.filename, item.brokenImagesLeftOut)] : []),
    ...(item.remoteReferencesLeftOut ? [text.remoteReferencesLeftOut(item.filename, item.remoteReferencesLeftOut)] : []),
    ...(item.charactersNotDrawn ? [text.charactersNotDrawn(item.filename, item.charactersNotDrawn)] : []),
  ]);

  const title = variant?.title ?? tool.title;
  const description = variant?.description ?? tool.description;
  return (
    <ToolPage title={title} description={description} guide={convertGuide} relatedToolIds={tool.relatedCardIds}>
      <ConvertTabs types={[...convertTypes]} current={type} onChange={changeType} disabled={running} />
      {/* Documents convert with the office engine, fetched on first use: the offline panel fetches it ahead. */}
      {!isImage && !isBook && <div className="mb-4"><HeavyEngineOfflineButton engine={documentToPdfOperation.worker} /></div>}
      {files.length === 0 ? (
        <UploadWidget {...rules} onFiles={append} title={text.uploadTitle(type)} />
      ) : (
        <div className="space-y-6">
          <section className="rounded-2xl border border-slate-200 bg-surface p-5 shadow-sm" aria-labelledby="files-to-convert">
            <div className="mb-2 flex flex-wrap items-center gap-3">
              <h2 id="files-to-convert" className="text-lg font-semibold text-slate-900">{text.cardTitle}</h2>
              <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-sm font-medium text-red-700" data-testid="file-count">{text.fileCount(files.length)}</span>
              <button type="button" className="btn-secondary ml-auto" onClick={clear} disabled={running}>{text.clearAll}</button>
            </div>
            <p className="mb-4 text-sm text-slate-500">{text.reorderHint(type)}</p>
            <OrderedFileList files={files} errors={fileErrors} onReorder={setOrder} onRemove={removeById} disabled={running} label={text.listLabel(type)} entryTestId="convert-entry" />
            <div className="mt-4">
              <UploadWidget {...rules} onFiles={append} compactLabel={text.addMore} disabled={running} />
            </div>
          </section>
          {isImage && (
            <section className="rounded-2xl border border-slate-200 bg-surface p-5 shadow-sm">
              <ImageOptions settings={imageSettings} onChange={(change) => setImageSettings((previous) => ({ ...previous, ...change }))} disabled={running} />
            </section>
          )}
          {type === 'ebook' && (
            <section className="rounded-2xl border border-slate-200 bg-surface p-5 shadow-sm">
              <BookOptions settings={bookLayout} onChange={(change) => setBookLayout((previous) => ({ ...previous, ...change }))} disabled={running} />
            </section>
          )}
          {!isImage && files.length > 1 && (
            <section className="rounded-2xl border border-slate-200 bg-surface p-5 shadow-sm">
              <fieldset disabled={running}>
                <CombineField checked={combineDocuments} onChange={setCombineDocuments} />
                <p className="mt-1 text-xs text-slate-500">{text.combineDocumentsHint}</p>
              </fieldset>
            </section>
          )}
          {/* Several files, one PDF each: each job shows its PDF, and Download all offers them as one ZIP. */}
          <ProcessingWidget
            batch={batch}
            actionLabel={text.action}
            describeProgress={isImage || isBook ? undefined : describeOfficeProgress}
            zipName={batchZipName(files.map((entry) => entry.file.name), 'converted')}
          />
          {notes.map((note) => (
            <p key={note} className="flex gap-2 text-amber-800" role="status" data-testid="convert-note">
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden /> {note}
            </p>
          ))}
          {results.length === 1 && <DownloadCard title={text.resultTitle} result={results[0]} downloadLabel={text.download} />}
        </div>
      )}
    </ToolPage>
  );
}
