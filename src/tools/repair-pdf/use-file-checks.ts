import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { callApi } from '../../api/call-api';
import { noSettings } from '../../contract/api-call';
import { inspectPdfCall, type InspectAnswer } from '../../contract/repair-pdf';
import type { ListedFile } from '../../state/file-list-store';
import { filePassword, filePasswordsVersion, subscribeFilePasswords } from '../../api/file-passwords';

/** Repair's "checking" state, for one file: under way, what it found, or why it could not look. */
export type FileCheck =
  | { status: 'checking' }
  | { status: 'checked'; inspection: InspectAnswer }
  | { status: 'check-failed'; message: string };

interface RunningCheck {
  /** The password the check was made with: a file given one later is checked again. */
  password: string | undefined;
  abort: AbortController;
}

const checking: FileCheck = { status: 'checking' };

/**
 * Every listed file is checked as it arrives (POST /api/inspect-pdf: its problems, nothing changed),
 * each on its own, and checked again once its card gets the password it needed. A removed file's
 * check is cancelled. Answers each file's check by its id (checking until its answer comes).
 */
export function useFileChecks(files: ListedFile[]): Record<string, FileCheck> {
  const [checks, setChecks] = useState<Record<string, FileCheck>>({});
  const running = useRef(new Map<string, RunningCheck>());
  // Changes when a password is given on a card, so the effect below looks again.
  const passwordsVersion = useSyncExternalStore(subscribeFilePasswords, filePasswordsVersion, filePasswordsVersion);

  useEffect(() => {
    const listed = new Set(files.map((entry) => entry.id));
    const removed = [...running.current.keys()].filter((id) => !listed.has(id));
    for (const id of removed) {
      running.current.get(id)!.abort.abort();
      running.current.delete(id);
    }
    if (removed.length > 0) setChecks((previous) => Object.fromEntries(Object.entries(previous).filter(([id]) => listed.has(id))));
    for (const { id, file } of files) {
      const password = filePassword(file);
      const earlier = running.current.get(id);
      if (earlier && earlier.password === password) continue;
      earlier?.abort.abort();
      const abort = new AbortController();
      running.current.set(id, { password, abort });
      const settle = (check: FileCheck) => !abort.signal.aborted && setChecks((previous) => ({ ...previous, [id]: check }));
      settle(checking);
      callApi(inspectPdfCall, [file], noSettings, { signal: abort.signal }).then(
        ({ answer }) => settle({ status: 'checked', inspection: answer }),
        (error: Error) => settle({ status: 'check-failed', message: error.message }),
      );
    }
  }, [files, passwordsVersion]);

  useEffect(() => {
    const checks = running.current;
    return () => {
      checks.forEach((check) => check.abort.abort());
      // Mounted again (React's strict mode does so at once): every file is checked afresh.
      checks.clear();
    };
  }, []);

  return Object.fromEntries(files.map((entry) => [entry.id, checks[entry.id] ?? checking]));
}
