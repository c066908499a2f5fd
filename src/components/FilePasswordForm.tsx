import { useId, useState, type FormEvent } from 'react';
import { KeyRound, Loader2 } from 'lucide-react';
import { setFilePassword } from '../api/file-passwords';

export type LockedReason = 'needs-password' | 'wrong-password';

interface FilePasswordFormProps {
  file: File;
  locked: LockedReason;
  /** The password given last is being tried. */
  checking?: boolean;
  /** Called once a password is handed over, e.g. to close the dialog it sits in. */
  onSubmitted?: () => void;
  autoFocus?: boolean;
}

const reasonWords: Record<LockedReason, string> = {
  'needs-password': 'This PDF needs a password to open.',
  'wrong-password': 'That password is not correct. Try again.',
};

/**
 * Asks for the password of a file that needs one to open. The password stays in this page's memory
 * with the file (src/api/file-passwords.ts); the file is opened on this device, and the results are
 * not encrypted.
 */
export function FilePasswordForm({ file, locked, checking = false, onSubmitted, autoFocus = false }: FilePasswordFormProps) {
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const reasonId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!typed) return;
    setFilePassword(file, typed);
    setTyped('');
    onSubmitted?.();
  };
  return (
    <form onSubmit={submit} className="mt-2 space-y-1" data-testid="file-password">
      <p id={reasonId} className={`text-sm ${locked === 'wrong-password' ? 'text-red-600' : 'text-amber-700'}`} role={locked === 'wrong-password' ? 'alert' : undefined}>
        {checking ? 'Checking the password…' : reasonWords[locked]}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={inputId} className="sr-only">Password for {file.name}</label>
        <input
          id={inputId}
          type="password"
          // Not a site login: the browser should neither offer to save it nor fill one in.
          autoComplete="off"
          autoFocus={autoFocus}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-describedby={reasonId}
          placeholder="Password"
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-1.5 text-sm"
          disabled={checking}
        />
        <button type="submit" className="btn-secondary inline-flex items-center gap-1.5 text-sm" disabled={checking || !typed}>
          {checking ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <KeyRound className="size-4" aria-hidden />}
          Unlock
        </button>
      </div>
    </form>
  );
}
