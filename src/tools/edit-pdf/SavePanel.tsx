import { Download } from 'lucide-react';
import { DownloadCard } from '../../components/DownloadCard';
import { ProcessingWidget } from '../../components/ProcessingWidget';
import { useBatch, type RunContext } from '../../components/use-batch';
import type { Answered } from '../../api/call-api';
import type { ResultItem } from '../../contract/results';
import { toast } from '../../state/toast-store';
import { editorTexts as text } from './texts';

interface SavePanelProps {
  file: File;
  editCount: number;
  flatten: boolean;
  onFlatten: (flatten: boolean) => void;
  clearMetadata: boolean;
  onClearMetadata: (clear: boolean) => void;
  /** Offered with redaction, where leaving the author's name in the file would defeat the purpose. */
  offerClearMetadata: boolean;
  save: (context: RunContext) => Promise<Answered<ResultItem[]>>;
  result?: ResultItem;
  onResult: (result: ResultItem) => void;
  onRunningChange: (running: boolean) => void;
}

/** Save (the edits written into the file by the engine, with its real progress) and Export (the download). */
export function SavePanel({ file, editCount, flatten, onFlatten, clearMetadata, onClearMetadata, offerClearMetadata, save, result, onResult, onRunningChange }: SavePanelProps) {
  const batch = useBatch({
    jobs: [{ key: 'save', label: file.name, files: [file] }],
    run: (_job, context) => save(context),
    verb: 'saving',
    onRunningChange,
    onJobError: () => toast({ title: text.saveErrorTitle, description: text.saveErrorText, variant: 'destructive' }),
    onComplete: ([{ items: [saved] }]) => {
      onResult(saved);
      toast({ title: text.savedTitle, description: text.savedText(saved.filename) });
    },
  });
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600" data-testid="edit-count">{text.itemCount(editCount)}</p>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" checked={flatten} onChange={(event) => onFlatten(event.target.checked)} /> {text.flatten}
      </label>
      {offerClearMetadata && (
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={clearMetadata} onChange={(event) => onClearMetadata(event.target.checked)} /> {text.clearMetadata}
        </label>
      )}
      <ProcessingWidget batch={batch} actionLabel={text.save} describeProgress={() => text.processing} />
      {result && (
        <>
          <DownloadCard title={text.resultTitle} result={result} downloadLabel={text.download} />
          <a href={result.url} download={result.filename} className="btn-secondary w-full justify-center"
            onClick={() => toast({ title: text.exportingTitle, description: text.exportingText })}>
            <Download className="size-4" aria-hidden /> {text.export}
          </a>
        </>
      )}
    </div>
  );
}
