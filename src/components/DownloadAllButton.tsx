import { useState } from 'react';
import { FileArchive, Loader2 } from 'lucide-react';
import { downloadAll } from '../api/client';
import type { ResultItem } from '../contract/results';
import { toast } from '../state/toast-store';

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
      const zip = await downloadAll(results.map((result) => result.url));
      const url = URL.createObjectURL(zip);
      const link = Object.assign(document.createElement('a'), { href: url, download: zipName });
      link.click();
      // The download has its own copy once it starts; the URL can go a moment later.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
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
