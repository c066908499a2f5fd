import * as Toast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useToasts } from '../state/toast-store';

// Spec, first document §9: auto-close 5000 ms, swipe-dismiss at 50 px, F8 focuses the viewport,
// at most 420 px wide from medium screens up, one toast at a time.
const AUTO_CLOSE_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

export function Toaster() {
  const current = useToasts((state) => state.current);
  const dismiss = useToasts((state) => state.dismiss);
  return (
    <Toast.Provider duration={AUTO_CLOSE_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
      {current && (
        <Toast.Root
          key={current.id}
          onOpenChange={(open) => !open && dismiss(current.id)}
          data-testid="toast"
          className={`toast-root group pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-8 shadow-lg ${
            current.variant === 'destructive' ? 'border-red-700 bg-red-600 text-white' : 'border-slate-200 bg-surface text-slate-900'
          }`}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{current.title}</Toast.Title>
            {current.description && <Toast.Description className="text-sm opacity-90">{current.description}</Toast.Description>}
          </div>
          {current.action && (
            <Toast.Action altText={current.action.label} asChild>
              <button type="button" className="btn-secondary shrink-0 text-slate-900" onClick={current.action.onClick}>
                {current.action.label}
              </button>
            </Toast.Action>
          )}
          <Toast.Close className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100" aria-label="Close">
            <X className="size-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        hotkey={['F8']}
        // On a phone the toast sits under the site header (h-16, sticky), never over it: the menu and
        // the search stay in reach while it shows (issue 25). From small screens up, bottom right.
        className="pointer-events-none fixed top-16 z-[100] flex max-h-[calc(100svh-4rem)] w-full flex-col-reverse p-4 sm:bottom-0 sm:right-0 sm:top-auto sm:max-h-screen sm:flex-col md:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
