import { useState } from 'react';
import { FileArchive, Loader2 } from 'lucide-react';
import { downloadAll } from '../api/client';
import type { ResultItem } from '../contract/results';
import { toast } from '../state/toast-store';
import { saveBlob } from '../lib/save-blob';

interface DownloadAllButtonProps {
  results: ResultItem[];
  /** Name of the ZIP it saves. */
  zipName: string;
}

/** "Download all (ZIP)": every result in one ZIP, built in a worker (GET /api/download-all). */
export function DownloadAllButton({ results, zipName }: DownloadAllButtonProps) {
  const [zipping, setZipping] = useState(false);
  const saveAll = async () => {
    setZipping(true);
    try {
      saveBlob(await downloadAll(results.map((result) => result.url)), zipName);
    } catch (error) {
      toast({ title: 'Download failed', description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    } finally {
      setZipping(false);
    }
  };
  return (
    <button type="button" className="btn-success" onClick={saveAll} disabled={zipping}>
      {zipping ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <FileArchive className="size-4" aria-hidden />}
      Download all (ZIP)
    </button>
  );
}
