import { useState } from 'react';
import { ToolPage } from '../../components/ToolPage';
import { UploadWidget } from '../../components/UploadWidget';
import { ProcessingWidget } from '../../components/ProcessingWidget';
import { DownloadCard } from '../../components/DownloadCard';
import { OptionCards } from '../../components/OptionCards';
import { ChoiceGroup } from '../../components/SettingFields';
import { useFileListTool } from '../../components/use-file-list-tool';
import { useBatch, type ProcessingJob } from '../../components/use-batch';
import { callApi } from '../../api/call-api';
import { callQuery } from '../../contract/api-call';
import { defaultOverlaySettings, overlayPdfCall, type OverlaySettings } from '../../contract/overlay-pdf';
import { toast } from '../../state/toast-store';
import type { ToolScreenProps } from '../tool-definition';
import { OverlayFileSlots } from './OverlayFileSlots';
import { OverlayPreview } from './OverlayPreview';
import {
  belowHint, fitHint, fitLegend, fitOptions, layerLegend, layerOptions, overlayGuide, overlayTexts as text, pagesHint, pagesLegend, pagesOptions,
} from './texts';

export default function OverlayPdfScreen({ tool }: ToolScreenProps) {
  const rules = tool.upload!;
  const { files, listKey, append, removeById, setOrder, fileErrors, blameFile } = useFileListTool(rules, { announce: { title: 'PDF uploaded', description: text.uploaded } });
  const [settings, setSettings] = useState<OverlaySettings>(defaultOverlaySettings);
  const change = (next: Partial<OverlaySettings>) => setSettings((current) => ({ ...current, ...next }));
  const [document, overlay] = files;
  // The two files make one job; a result made with other files or settings no longer matches.
  const settingsKey = new URLSearchParams(callQuery(overlayPdfCall, settings)).toString();
  const jobs: ProcessingJob[] = document && overlay
    ? [{ key: `${listKey}:${settingsKey}`, label: text.jobLabel(document.file.name, overlay.file.name), files: [document.file, overlay.file] }]
    : [];
  const batch = useBatch({
    jobs,
    run: (job, context) => callApi(overlayPdfCall, job.files, settings, context),
    verb: text.verb,
    onJobError: (_, error) => blameFile(error),
    onComplete: () => toast({ title: text.successTitle, description: text.successText }),
  });
  const [result] = batch.results;

  return (
    <ToolPage title={tool.title} description={tool.description} guide={overlayGuide} relatedToolIds={tool.relatedCardIds}>
      {files.length === 0 ? (
        <UploadWidget {...rules} onFiles={append} title={text.uploadTitle} />
      ) : (
        <div className="space-y-6">
          <OverlayFileSlots files={files} rules={rules} errors={fileErrors} disabled={batch.running} onAdd={append} onRemove={removeById}
            onSwap={() => setOrder([files[1].id, files[0].id])} />
          <section className="rounded-2xl border border-slate-200 bg-surface p-3 shadow-sm sm:p-5" aria-labelledby="overlay-options">
            <h2 id="overlay-options" className="mb-4 text-lg font-semibold text-slate-900">{text.optionsTitle}</h2>
            <div className="space-y-5">
              <OptionCards legend={layerLegend} options={layerOptions} value={settings.layer} disabled={batch.running} onChange={(layer) => change({ layer })} />
              {settings.layer === 'below' && <p className="text-sm text-slate-500">{belowHint}</p>}
              <fieldset className="grid gap-4 sm:grid-cols-2" disabled={batch.running}>
                <div>
                  <ChoiceGroup legend={pagesLegend} value={settings.pages} options={pagesOptions} onChange={(pages) => change({ pages })} />
                  <p className="mt-1 text-sm text-slate-500">{pagesHint[settings.pages]}</p>
                </div>
                <div>
                  <ChoiceGroup legend={fitLegend} value={settings.fit} options={fitOptions} onChange={(fit) => change({ fit })} />
                  <p className="mt-1 text-sm text-slate-500">{fitHint[settings.fit]}</p>
                </div>
              </fieldset>
              {document && overlay && <OverlayPreview document={document.file} overlay={overlay.file} settings={settings} />}
            </div>
          </section>
          <ProcessingWidget batch={batch} actionLabel={text.action} disabled={!overlay} />
          {result && <DownloadCard title={text.resultTitle} result={result} downloadLabel={text.download} />}
        </div>
      )}
    </ToolPage>
  );
}
