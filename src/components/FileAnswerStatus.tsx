import { Loader2 } from 'lucide-react';
import type { FileAnswer } from './use-file-answer';

interface FileAnswerStatusProps {
  state: FileAnswer<unknown> | undefined;
  /** 'Reading its labels…' */
  reading: string;
  /** 'Its labels could not be read: …' */
  failed: (message: string) => string;
}

/** While a reading call runs, a spinner and its words; when it fails, why, as an alert; nothing once read. */
export function FileAnswerStatus({ state, reading, failed }: FileAnswerStatusProps) {
  if (state?.status === 'reading') return <p className="flex items-center gap-2 text-slate-500"><Loader2 className="size-4 animate-spin" aria-hidden /> {reading}</p>;
  if (state?.status === 'failed') return <p className="text-red-600" role="alert" data-testid="file-problem">{failed(state.message)}</p>;
  return null;
}
