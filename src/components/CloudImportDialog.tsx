import { useEffect, useRef, useState } from 'react';
import { Cloud, Loader2, X } from 'lucide-react';
import { cloudAuthUrl, cloudConfig, downloadCloudFile, exchangeCloudCode, listCloudFiles } from '../api/cloud';
import { newJobId, subscribeJobProgress } from '../api/job-progress';
import { CLOUD_PROVIDER_NAMES, DEFAULT_PICK_COUNT, type CloudFile, type CloudProviderId } from '../contract/cloud';
import type { UploadRules } from '../contract/upload-rules';
import { formatBytes } from '../lib/format-bytes';
import { toast } from '../state/toast-store';
import { toastWhenOpen } from '../state/toast-when-open';
import { authorisationInPopup } from './cloud-popup';
import { cloudTexts as text } from './cloud-texts';

type Step =
  | { kind: 'loading' }
  | { kind: 'not-set-up' }
  | { kind: 'prompt' }
  | { kind: 'waiting' }
  | { kind: 'listing' }
  | { kind: 'picking'; files: CloudFile[]; chosen: Set<number> }
  | { kind: 'downloading'; name: string; done: number; total: number };

interface CloudImportDialogProps {
  provider: CloudProviderId;
  rules: UploadRules;
  /** The downloaded files, to be checked like a local pick. */
  /** Takes the downloaded files; answers once they are in the tool's list. */
  onFiles: (files: File[]) => Promise<File[]>;
  onClose: () => void;
}

const fileKey = (file: CloudFile) => file.id ?? file.path_lower ?? file.name;

/** 'Import from …' (spec §2): connect (OAuth 2 code + PKCE in a popup), pick, download to this device. */
export function CloudImportDialog({ provider, rules, onFiles, onClose }: CloudImportDialogProps) {
  const name = CLOUD_PROVIDER_NAMES[provider];
  const dialog = useRef<HTMLDialogElement>(null);
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const abort = useRef(new AbortController());

  useEffect(() => {
    dialog.current?.showModal();
    let current = true;
    void cloudConfig().then((config) => current && setStep({ kind: config[provider] ? 'prompt' : 'not-set-up' }));
    // Closing the dialog ends whatever it is waiting for (the popup, a listing, a download).
    const controller = new AbortController();
    abort.current = controller;
    return () => {
      current = false;
      controller.abort();
    };
  }, [provider]);

  const close = () => dialog.current?.close();
  const fail = (title: string, description: string) => {
    toast({ title, description, variant: 'destructive' });
    close();
  };

  const connect = async () => {
    setStep({ kind: 'waiting' });
    try {
      const { code, state } = await authorisationInPopup(await cloudAuthUrl(provider), abort.current.signal);
      await exchangeCloudCode(provider, code, state);
    } catch {
      if (!abort.current.signal.aborted) fail(text.authFailedTitle, text.authFailed(name));
      return;
    }
    setStep({ kind: 'listing' });
    try {
      const files = await listCloudFiles(provider, rules.accept);
      const preselected = Math.min(DEFAULT_PICK_COUNT[provider], rules.maxFiles, files.length);
      setStep({ kind: 'picking', files, chosen: new Set(Array.from({ length: preselected }, (_, index) => index)) });
    } catch {
      if (!abort.current.signal.aborted) fail(text.importFailedTitle, text.importFailed(name));
    }
  };

  const importChosen = async (files: CloudFile[]) => {
    const downloaded: File[] = [];
    try {
      for (const file of files) {
        const jobId = newJobId();
        setStep({ kind: 'downloading', name: file.name, done: 0, total: file.size ?? 0 });
        const stop = subscribeJobProgress(jobId, ({ done, total }) => setStep({ kind: 'downloading', name: file.name, done, total }));
        try {
          downloaded.push(await downloadCloudFile(provider, file, { maxSizeMb: rules.maxSizeMb, jobId, signal: abort.current.signal }));
        } finally {
          stop();
        }
      }
    } catch {
      if (!abort.current.signal.aborted) fail(text.importFailedTitle, text.importFailed(name));
      return;
    }
    // The upload's check runs first and holds "Files added" until the files open (a PDF that needs a
    // password: until it is given); the import's own notice follows it, as the spec words it.
    const taken = await onFiles(downloaded);
    toastWhenOpen(taken, { title: text.successTitle(name, downloaded.length), description: text.success(downloaded.length) });
    close();
  };

  const toggle = (index: number) => setStep((previous) => {
    if (previous.kind !== 'picking') return previous;
    const chosen = new Set(previous.chosen);
    if (!chosen.delete(index)) chosen.add(index);
    return { ...previous, chosen };
  });

  return (
    <dialog
      ref={dialog}
      aria-labelledby="cloud-import-title"
      className="m-auto w-full max-w-lg rounded-2xl bg-surface p-5 shadow-2xl backdrop:bg-black/60"
      onClose={onClose}
      data-testid="cloud-dialog"
    >
      <div className="mb-3 flex items-start gap-2">
        <h2 id="cloud-import-title" className="flex flex-1 items-center gap-2 text-lg font-semibold text-slate-900">
          <Cloud className="size-5 text-red-600" aria-hidden /> {text.title(name)}
        </h2>
        <button type="button" className="icon-btn" aria-label={text.close} onClick={close}><X className="size-5" aria-hidden /></button>
      </div>

      {step.kind === 'loading' && <Busy label={text.loading} />}
      {step.kind === 'not-set-up' && (
        <div className="space-y-4">
          <p className="text-slate-700" data-testid="cloud-not-set-up">{text.notSetUp(name)}</p>
          <div className="flex justify-end"><button type="button" className="btn-secondary" onClick={close}>{text.close}</button></div>
        </div>
      )}
      {step.kind === 'prompt' && (
        <div className="space-y-4">
          <p className="text-slate-700">{text.prompt(name)}</p>
          <p className="text-sm text-slate-500" data-testid="cloud-privacy">{text.privacy(name)}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className="btn-secondary" onClick={close}>{text.cancel}</button>
            <button type="button" className="btn-secondary" onClick={() => void connect()}>{text.connect}</button>
            <button type="button" className="btn-primary" onClick={() => void connect()}>{text.connectFiles}</button>
          </div>
        </div>
      )}
      {step.kind === 'waiting' && (
        <div className="space-y-4">
          <Busy label={text.waiting(name)} />
          <div className="flex justify-end"><button type="button" className="btn-secondary" onClick={close}>{text.cancel}</button></div>
        </div>
      )}
      {step.kind === 'listing' && <Busy label={text.listing} />}
      {step.kind === 'picking' && (
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void importChosen(step.files.filter((_, index) => step.chosen.has(index)));
          }}
        >
          {step.files.length === 0 ? <p className="text-slate-700">{text.none}</p> : (
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-700">{text.pickLegend}</legend>
              <ul className="max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-xl border border-slate-200">
                {step.files.map((file, index) => (
                  <li key={fileKey(file)}>
                    <label className="flex cursor-pointer items-center gap-3 p-3 text-sm" data-testid="cloud-file">
                      <input type="checkbox" className="accent-red-600" checked={step.chosen.has(index)} onChange={() => toggle(index)} />
                      <span className="min-w-0 flex-1 truncate font-medium text-slate-800">{file.name}</span>
                      <span className="shrink-0 text-slate-500">
                        {file.size !== undefined && formatBytes(file.size)}
                        {file.modified && ` · ${new Date(file.modified).toLocaleDateString()}`}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className="btn-secondary" onClick={close}>{text.cancel}</button>
            <button type="submit" className="btn-primary" disabled={step.chosen.size === 0}>{text.importSelected(step.chosen.size)}</button>
          </div>
        </form>
      )}
      {step.kind === 'downloading' && (
        <div role="status" className="space-y-2">
          <p className="text-sm text-slate-700">{text.downloading(step.name)}</p>
          <progress className="h-2 w-full accent-red-600" max={Math.max(step.total, 1)} value={step.done} aria-label={text.downloading(step.name)} />
        </div>
      )}
    </dialog>
  );
}

function Busy({ label }: { label: string }) {
  return <p className="flex items-center gap-2 text-slate-600"><Loader2 className="size-4 animate-spin" aria-hidden /> {label}</p>;
}
