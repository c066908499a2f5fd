import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { KeyRound, Loader2 } from 'lucide-react';
import { setFilePassword } from '../api/file-passwords';
import { takeFocusIfLost } from './focus-landing';

export type LockedReason = 'needs-password' | 'wrong-password';

interface FilePasswordFormProps {
  file: File;
  locked: LockedReason;
  /** The password given last is being tried. */
  checking?: boolean;
}

/**
 * Marks a file's card. A card holds the focus only because the page put it there (the chosen files
 * took it from the drop area that went away): a password field may take it from there.
 */
export const fileCardMark = { 'data-file-card': '' } as const;

const reasonWords: Record<LockedReason, string> = {
  'needs-password': 'This PDF needs a password to open.',
  'wrong-password': 'That password is not correct. Try again.',
};

/**
 * The one place a file's password is asked for, on its card, whatever the tool and however many files
 * (issue 25: one prompt per file). The password stays in this page's memory with the file
 * (src/api/file-passwords.ts); the file is opened on this device, and the results are not encrypted.
 */
export function FilePasswordForm({ file, locked, checking = false }: FilePasswordFormProps) {
  const [typed, setTyped] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const reasonId = useId();
  const hintId = useId();
  // The field takes the focus a file card was given on arrival (the first locked file of a pick gets it),
  // or the focus the page dropped (the field itself is disabled while a password is tried, and the
  // browser lets its focus go): never from an element the person is on.
  const wasChecking = useRef(false);
  useEffect(() => {
    const input = field.current;
    const afterTry = wasChecking.current;
    wasChecking.current = checking;
    if (checking || !input) return;
    const active = document.activeElement;
    const dropped = afterTry && (!active || active === document.body);
    if (dropped || active?.matches('[data-file-card]')) input.focus({ preventScroll: true });
    else takeFocusIfLost(input);
  }, [checking]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!typed) return;
    setFilePassword(file, typed);
    setTyped('');
  };
  return (
    <form onSubmit={submit} className="mt-2 space-y-1" data-testid="file-password">
      <p id={reasonId} className={`text-sm ${locked === 'wrong-password' ? 'text-red-600' : 'text-amber-700'}`} role={locked === 'wrong-password' ? 'alert' : undefined}>
        {checking ? 'Checking the password…' : reasonWords[locked]}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={inputId} className="sr-only">Password for {file.name}</label>
        <input
          ref={field}
          id={inputId}
          type="password"
          // Not a site login: the browser should neither offer to save it nor fill one in.
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-describedby={`${reasonId} ${hintId}`}
          placeholder="Password"
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-1.5 text-sm"
          disabled={checking}
        />
        <button type="submit" className="btn-secondary inline-flex items-center gap-1.5 text-sm" disabled={checking || !typed}>
          {checking ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <KeyRound className="size-4" aria-hidden />}
          Unlock
        </button>
      </div>
      <p id={hintId} className="text-xs text-slate-500">
        The file is opened here, on your device: the password never leaves this device and is not saved.
      </p>
    </form>
  );
}
