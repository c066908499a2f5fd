import { useEffect, useRef } from 'react';
import { CheckCircle2, CloudDownload, HardDrive, Loader2, Trash2, X } from 'lucide-react';
import { formatBytes } from '../lib/format-bytes';
import { offlineTexts as text } from './offline-texts';
import { useOfflineEngines } from './use-offline-engines';
import { useDeviceStorage } from './use-device-storage';
import type { OfflineEngine } from '../contract/offline';

interface OfflinePanelProps {
  onClose: () => void;
  /** The engine the screen that opened the panel runs on (its worker's name): listed first and marked. */
  highlight?: string;
}

function engineStatus(engine: OfflineEngine): string {
  if (engine.onDevice) return text.onDevice;
  return engine.bytesOnDevice > 0 ? text.partly(engine.bytesOnDevice) : text.notOnDevice;
}

/**
 * What works offline: the app, and each engine fetched on first use (from the workers' descriptors,
 * through the build's catalogue) with its size and whether it is on this device; download all of
 * them with one progress bar, remove one, see the storage used and ask the browser to keep it.
 */
export function OfflinePanel({ onClose, highlight }: OfflinePanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => dialog.current?.showModal(), []);
  const { app, engines, cacheAvailable, progress, error, version, download, remove } = useOfflineEngines();
  const { storage, persist } = useDeviceStorage(version);
  const busy = progress !== undefined;
  const appReady = Boolean(app) && typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);
  const everything = engines?.every((engine) => engine.onDevice) ?? false;
  // The screen's own engine first (a stable sort keeps the others in the catalogue's order).
  const listed = engines && [...engines].sort((a, b) => Number(b.id === highlight) - Number(a.id === highlight));

  const makeEverythingOffline = async () => {
    // Asked first, while the click still counts as the person's gesture.
    await persist();
    await download(engines ?? []);
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="offline-panel-title"
      className="m-auto w-full max-w-lg rounded-2xl bg-surface p-5 shadow-2xl backdrop:bg-black/60"
      onClose={onClose}
      onCancel={(event) => busy && event.preventDefault()}
      data-testid="offline-panel"
    >
      <div className="mb-2 flex items-start gap-2">
        <h2 id="offline-panel-title" className="flex-1 text-lg font-semibold text-slate-900">{text.title}</h2>
        <button type="button" className="icon-btn" aria-label={text.close} disabled={busy} onClick={() => dialog.current?.close()}>
          <X className="size-5" aria-hidden />
        </button>
      </div>
      <p className="text-sm text-slate-600">{text.intro}</p>
      <ul className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200">
        <li className="flex items-center gap-3 p-3">
          <HardDrive className="size-5 shrink-0 text-slate-500" aria-hidden />
          <span className="min-w-0 flex-1">
            <span className="block text-sm font-medium text-slate-800">{text.appName}</span>
            <span className="block text-sm text-slate-500">
              {app && <><span data-testid="offline-app-size">{formatBytes(app.bytes)}</span> · </>}
              <span data-testid="offline-app-status">{appReady ? text.appReady : text.appPending}</span>
            </span>
          </span>
        </li>
        {engines === undefined && !error && (
          <li className="flex items-center gap-2 p-3 text-sm text-slate-500"><Loader2 className="size-4 animate-spin" aria-hidden /> …</li>
        )}
        {listed?.map((engine) => (
          <li
            key={engine.id}
            className={`flex flex-wrap items-center gap-3 p-3 ${engine.id === highlight ? 'bg-red-50' : ''}`}
            data-testid="offline-engine"
            data-engine={engine.id}
            data-highlighted={engine.id === highlight || undefined}
            aria-current={engine.id === highlight || undefined}
          >
            {engine.onDevice
              ? <CheckCircle2 className="size-5 shrink-0 text-green-600" aria-hidden />
              : <CloudDownload className="size-5 shrink-0 text-slate-500" aria-hidden />}
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-medium text-slate-800">
                {text.engineName(engine.title)}
                {engine.id === highlight && <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-700">{text.usedHere}</span>}
              </span>
              <span className="block text-sm text-slate-500">
                <span data-testid="offline-engine-size">{formatBytes(engine.bytes)}</span> · <span data-testid="offline-engine-status">{engineStatus(engine)}</span>
              </span>
            </span>
            {!engine.onDevice && cacheAvailable && (
              <button type="button" className="btn-secondary py-1 text-sm" disabled={busy} aria-label={text.downloadLabel(engine.title)} onClick={() => void download([engine])}>
                {text.download}
              </button>
            )}
            {engine.bytesOnDevice > 0 && (
              <button type="button" className="btn-secondary inline-flex items-center gap-1 py-1 text-sm" disabled={busy} aria-label={text.removeLabel(engine.title)} onClick={() => void remove(engine)}>
                <Trash2 className="size-4" aria-hidden /> {text.remove}
              </button>
            )}
          </li>
        ))}
      </ul>

      <div className="mt-4 space-y-2">
        {!cacheAvailable && <p className="text-sm text-amber-700">{text.noCache}</p>}
        {everything && engines && <p className="text-sm text-green-700" data-testid="offline-all-ready">{text.allReady}</p>}
        {!everything && cacheAvailable && (
          <button type="button" className="btn-primary w-full" disabled={busy || !engines} onClick={() => void makeEverythingOffline()}>
            {text.makeAll}
          </button>
        )}
        {progress && (
          <div role="status" className="space-y-1">
            <progress className="h-2 w-full accent-red-600" max={Math.max(progress.total, 1)} value={progress.done} aria-label={text.makeAll} />
            <p className="text-sm text-slate-600" data-testid="offline-progress">{text.downloading(progress.done, progress.total)}</p>
          </div>
        )}
        {error && <p className="text-sm text-red-600" role="alert">{error}</p>}
      </div>

      <div className="mt-4 space-y-1 border-t border-slate-100 pt-3 text-sm text-slate-600" data-testid="offline-storage">
        <p>{storage.usage !== undefined && storage.quota !== undefined ? text.storage(storage.usage, storage.quota) : text.storageUnknown}</p>
        {storage.persisted !== undefined && (
          <p className="flex flex-wrap items-center gap-2">
            <span data-testid="offline-persisted">{storage.persisted ? text.persisted : storage.refused ? text.persistRefused : text.notPersisted}</span>
            {!storage.persisted && <button type="button" className="text-red-700 underline" onClick={() => void persist()}>{text.persist}</button>}
          </p>
        )}
      </div>
    </dialog>
  );
}
