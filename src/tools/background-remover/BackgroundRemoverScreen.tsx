import { useState } from 'react';
import { X } from 'lucide-react';
import { ToolPage } from '../../components/ToolPage';
import { UploadWidget } from '../../components/UploadWidget';
import { ProcessingWidget } from '../../components/ProcessingWidget';
import { useBatch, type JobOutcome } from '../../components/use-batch';
import { useFileListTool } from '../../components/use-file-list-tool';
import { useObjectUrl } from '../../components/use-object-url';
import { HeavyEngineOfflineButton } from '../../components/HeavyEngineOfflineButton';
import { focusLanding } from '../../components/focus-landing';
import { callApi } from '../../api/call-api';
import { summarizeBatch } from '../../lib/batch-summary';
import { formatBytes } from '../../lib/format-bytes';
import { toast } from '../../state/toast-store';
import {
  defaultRemoveBackgroundSettings, removeBackgroundCall, removeBackgroundOperation, type BackgroundQuality, type CutoutAnswer,
} from '../../contract/remove-background';
import type { ToolScreenProps } from '../tool-definition';
import { ChosenImage } from './ChosenImage';
import { ChosenImages } from './ChosenImages';
import { CutoutResult } from './CutoutResult';
import { CutoutResults, type DoneImage } from './CutoutResults';
import { QualityPicker } from './QualityPicker';
import { describeRunProgress } from './describe-run-progress';
import { useModelAvailability } from './model-availability';
import { useCutoutExports, type CutoutOptions } from './use-cutout-exports';
import { backgroundGuide, backgroundTexts as text } from './texts';

/**
 * One image: the spec's flow (preview, run, compare, download) and its toasts. Several: one run each,
 * in turn, each with its own progress and error, then one compared at a time and every one downloadable.
 */
export default function BackgroundRemoverScreen({ tool }: ToolScreenProps) {
  const rules = tool.upload!;
  const { files, append, removeById, clear } = useFileListTool(rules);
  const [quality, setQuality] = useState<BackgroundQuality>(defaultRemoveBackgroundSettings.quality);
  const [runs, setRuns] = useState(0);
  const [options, setOptions] = useState<CutoutOptions>({ format: 'png' });
  const [colour, setColour] = useState('#ffffff');
  const [shownId, setShownId] = useState<string>();
  const single = files.length === 1;
  const availability = useModelAvailability(quality, runs, files.length > 0);
  const jobs = files.map((entry) => ({ key: `${entry.id}:${quality}`, label: text.jobLabel(entry.file.name), files: [entry.file] }));
  const batch = useBatch<CutoutAnswer>({
    jobs,
    // The call answers one object (spec); the batch keeps a job's items as a list.
    run: async (job, context) => {
      const { answer, notices } = await callApi(removeBackgroundCall, job.files, { quality }, context);
      return { answer: [answer], notices };
    },
    // A finished run may have brought the model onto the device.
    onRunningChange: (nowRunning) => !nowRunning && setRuns((count) => count + 1),
    // Spec §8, for one image: the toast says only this; the reason is shown under the job. Several: under each.
    onJobError: () => single && toast({ title: text.errorTitle, description: text.errorText, variant: 'destructive' }),
    onComplete: (outcomes) => toast(completionToast(outcomes)),
  });
  const { running } = batch;
  const cutouts = files.flatMap((entry, index) => batch.states[jobs[index].key]?.items?.map((cutout) => ({ entry, cutout })) ?? []);
  const downloads = useCutoutExports(cutouts.map(({ cutout }) => cutout), options);
  const done: DoneImage[] = cutouts.map(({ entry, cutout }, index) => ({ id: entry.id, name: entry.file.name, cutout, download: downloads[index] }));
  const shown = done.find(({ id }) => id === shownId) ?? done[0];
  const originalUrl = useObjectUrl(files.find((entry) => entry.id === shown?.id)?.file ?? files[0]?.file);

  const addMore = <UploadWidget {...rules} onFiles={append} compactLabel={text.addMore} disabled={running} />;
  const comparison = { originalUrl, options, onOptionsChange: setOptions, colour, onColourChange: setColour };
  const result = single ? shown : undefined;

  return (
    <ToolPage title={tool.title} description={tool.description} guide={backgroundGuide} relatedToolIds={tool.relatedCardIds}>
      <div className="space-y-6">
        {files.length === 0 && <UploadWidget {...rules} onFiles={append} title={text.uploadTitle} />}
        {/* The models are fetched on first use: the offline panel fetches them ahead, or frees their space. */}
        <HeavyEngineOfflineButton engine={removeBackgroundOperation.worker} />

        {files.length > 0 && !result && (
          <section className="space-y-5 rounded-2xl border border-slate-200 bg-surface p-5 shadow-sm" aria-labelledby="selected-image">
            <div className="flex flex-wrap items-center gap-3">
              {/* No file card here: the chosen image's heading takes the focus from the drop area that went. */}
              <h2 ref={focusLanding} tabIndex={-1} id="selected-image" className="text-lg font-semibold text-slate-900 focus:outline-none">
                {single ? text.selectedTitle : text.selectedManyTitle(files.length)}
              </h2>
              <button type="button" className="btn-secondary ml-auto" onClick={clear} disabled={running}>
                <X className="size-4" aria-hidden /> {single ? text.selectDifferent : text.clearAll}
              </button>
            </div>
            {single ? <ChosenImage file={files[0].file} url={originalUrl} /> : <ChosenImages files={files} onRemove={removeById} disabled={running} />}
            <QualityPicker quality={quality} onChange={setQuality} availability={availability} disabled={running} />
            {addMore}
          </section>
        )}

        {result && <CutoutResult cutout={result.cutout} download={result.download} onProcessAnother={clear} extraAction={addMore} {...comparison} />}

        {!result && (
          <ProcessingWidget
            batch={batch}
            actionLabel={text.action}
            describeProgress={describeRunProgress}
            noFilesNotice={{ title: text.noImageTitle, description: text.noImageText }}
            describeResult={([cutout]) => <span className="text-slate-600">{text.resultSize(cutout.width, cutout.height, formatBytes(cutout.size))}</span>}
          />
        )}

        {!single && shown && <CutoutResults done={done} shown={shown} onShow={setShownId} {...comparison} />}
      </div>
    </ToolPage>
  );
}

/** The spec's words for one image; for several, one summary ('3 backgrounds removed; 1 could not be read'). */
function completionToast(outcomes: Array<JobOutcome<CutoutAnswer>>) {
  if (outcomes.length === 1) return { title: text.successTitle, description: text.successText };
  return { title: text.batchTitle, description: summarizeBatch(outcomes, text.batchDone) };
}
