import { useEffect, useState } from 'react';
import { ToolPage } from '../../components/ToolPage';
import { UploadWidget } from '../../components/UploadWidget';
import { FileCard } from '../../components/FileCard';
import { DownloadCard } from '../../components/DownloadCard';
import { useSingleFile } from '../../components/use-single-file';
import type { ToolScreenProps } from '../tool-definition';
import type { ResultItem } from '../../contract/results';
import { PageArranger } from './PageArranger';
import { organizeGuide, organizeTexts as text } from './texts';

export default function OrganizePdfScreen({ tool }: ToolScreenProps) {
  const rules = tool.upload!;
  const { file, choose, clear, pageCount, problem } = useSingleFile(rules, { uploadedText: text.uploaded });
  const [arranging, setArranging] = useState(false);
  const [running, setRunning] = useState(false);
  const [results, setResults] = useState<ResultItem[]>([]);
  useEffect(() => {
    setArranging(false);
    setResults([]);
  }, [file, setResults]);

  return (
    <ToolPage title={tool.title} description={tool.description} guide={organizeGuide} relatedToolIds={tool.relatedCardIds}>
      {!file ? (
        <UploadWidget {...rules} onFiles={choose} title={text.uploadTitle} />
      ) : (
        <div className="space-y-6">
          <section className="rounded-2xl border border-slate-200 bg-surface p-3 shadow-sm sm:p-5" aria-labelledby="files-ready">
            <h2 id="files-ready" className="text-lg font-semibold text-slate-900">{text.filesReady}</h2>
            <p className="mb-4 text-sm text-slate-500">{text.filesReadyHint}</p>
            <FileCard file={file} onRemove={clear} removeDisabled={running} />
            {!arranging && (
              <button type="button" className="btn-primary mt-4" disabled={!pageCount} onClick={() => setArranging(true)}>{text.open}</button>
            )}
            {problem && <p className="mt-3 text-red-600" role="alert" data-testid="file-problem">{problem}</p>}
          </section>
          {arranging && pageCount !== undefined && (
            <PageArranger
              key={`${file.name}:${file.size}:${file.lastModified}:${pageCount}`}
              file={file}
              pageCount={pageCount}
              onRunningChange={setRunning}
              onResults={setResults}
            />
          )}
          {results[0] && <DownloadCard title={text.resultTitle} result={results[0]} downloadLabel={text.download} />}
        </div>
      )}
    </ToolPage>
  );
}
