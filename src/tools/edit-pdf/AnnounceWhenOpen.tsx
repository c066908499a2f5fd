import { useCallback, useEffect, useRef, useState } from 'react';
import { usePdfFacts } from '../../components/use-pdf-facts';
import type { ListedFile } from '../../state/file-list-store';

type OpenState = 'open' | 'locked' | 'unreadable';

interface AnnounceWhenOpenProps {
  files: ListedFile[];
  /** Called once the chosen files are open (with how many there are), once per pick of a first file. */
  announce: (count: number) => void;
}

/**
 * Says that the chosen PDFs are open only once they are: never while one still waits for its
 * password (its card asks for it), so the words never contradict the card. A file that cannot be read
 * at all does not hold the others back, but is not announced on its own either.
 */
export function AnnounceWhenOpen({ files, announce }: AnnounceWhenOpenProps) {
  const [states, setStates] = useState<Record<string, OpenState>>({});
  const announced = useRef(false);
  const report = useCallback((id: string, state: OpenState | undefined) => setStates((previous) => {
    if (previous[id] === state) return previous;
    const next = { ...previous };
    if (state) next[id] = state;
    else delete next[id];
    return next;
  }), []);
  const known = files.map((entry) => states[entry.id]);
  const ready = known.every((state) => state === 'open' || state === 'unreadable') && known.includes('open');
  useEffect(() => {
    if (files.length === 0) announced.current = false;
    else if (ready && !announced.current) {
      announced.current = true;
      announce(files.length);
    }
  }, [files.length, ready, announce]);
  return files.map((entry) => <OpenWatch key={entry.id} entry={entry} report={report} />);
}

/** Watches one file's preview: open, still locked, or unreadable (nothing yet while it is read). */
function OpenWatch({ entry, report }: { entry: ListedFile; report: (id: string, state: OpenState | undefined) => void }) {
  const { pageCount, problem, encrypted } = usePdfFacts(entry.file);
  const state: OpenState | undefined = encrypted ? 'locked' : pageCount !== undefined ? 'open' : problem ? 'unreadable' : undefined;
  useEffect(() => report(entry.id, state), [entry.id, state, report]);
  useEffect(() => () => report(entry.id, undefined), [entry.id, report]);
  return null;
}
