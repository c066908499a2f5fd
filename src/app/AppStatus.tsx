import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { WifiOff, RefreshCw, X } from 'lucide-react';

// 'Ready to work offline' is news, not a question: it goes away by itself. An update waits for the user.
const OFFLINE_READY_VISIBLE_MS = 10_000;

/** The service worker's news: 'Ready to work offline' once cached, 'New version available — reload' on update. */
export function AppStatus() {
  const {
    offlineReady: [offlineReady, setOfflineReady],
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });

  useEffect(() => {
    if (!offlineReady) return undefined;
    const timer = setTimeout(() => setOfflineReady(false), OFFLINE_READY_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [offlineReady, setOfflineReady]);

  if (!offlineReady && !needRefresh) return null;
  return (
    <div
      role="status"
      data-testid="app-status"
      className="fixed bottom-4 left-4 z-50 flex max-w-sm items-center gap-3 rounded-xl border border-slate-200 bg-surface p-4 text-sm shadow-lg"
    >
      {needRefresh ? <RefreshCw className="size-5 text-red-600" aria-hidden /> : <WifiOff className="size-5 text-green-600" aria-hidden />}
      <span className="flex-1 text-slate-800">{needRefresh ? 'New version available — reload' : 'Ready to work offline'}</span>
      {needRefresh && (
        <button type="button" className="btn-primary py-1" onClick={() => updateServiceWorker(true)}>Reload</button>
      )}
      <button
        type="button"
        className="icon-btn"
        aria-label="Dismiss"
        onClick={() => {
          setOfflineReady(false);
          setNeedRefresh(false);
        }}
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
