import { AUTH_POPUP, CLOUD_CALLBACK_CHANNEL, type CloudCallbackMessage } from '../contract/cloud';

// Under cross-origin isolation (COOP same-origin) the page loses its handle on the popup as soon as
// the popup shows the provider's site: `popup.closed` then reads true although the window is open.
// A popup seen closed is therefore given this long to send its answer before the sign-in counts as
// abandoned; the dialog's Cancel ends the wait at any time.
const CLOSED_POPUP_GRACE_MS = 5 * 60_000;

export class PopupError extends Error {}

/**
 * Opens the provider's authorisation page in a 500 × 600 popup and checks on it every 1000 ms (spec
 * §9) until the callback page (public/cloud-callback.js) posts the code (or leaves it in storage,
 * taken at the next check), or the popup is closed.
 */
export function authorisationInPopup(authUrl: string, signal: AbortSignal): Promise<{ code: string; state: string }> {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - AUTH_POPUP.width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - AUTH_POPUP.height) / 2));
  // An answer left over from an earlier sign-in must not stand in for this one's.
  localStorage.removeItem(CLOUD_CALLBACK_CHANNEL);
  // A new window name each time: a window left open by an earlier sign-in is never reused for this one.
  const popup = window.open(authUrl, `folio-cloud-auth-${Date.now()}`, `popup,width=${AUTH_POPUP.width},height=${AUTH_POPUP.height},left=${left},top=${top}`);
  if (!popup) return Promise.reject(new PopupError('The sign-in window was blocked.'));
  // The state this sign-in sent: an answer with another (a sign-in before this one, whose stored copy
  // arrived late) is not this sign-in's, and is passed over rather than taken for a refusal.
  const expectedState = new URL(authUrl).searchParams.get('state');
  return new Promise((resolve, reject) => {
    const channel = new BroadcastChannel(CLOUD_CALLBACK_CHANNEL);
    let closedSince: number | undefined;
    const answer = (data: CloudCallbackMessage) => {
      if (expectedState !== null && data.state !== expectedState) return;
      // Its stored copy is taken with it: it must not stand in for a later sign-in's answer.
      localStorage.removeItem(CLOUD_CALLBACK_CHANNEL);
      finish();
      if (data.code && data.state && !data.error) resolve({ code: data.code, state: data.state });
      else reject(new PopupError(`The provider answered: ${data.error ?? 'no code'}.`));
    };
    /** The callback page also leaves its answer under a storage key: taken (and removed) here. */
    const takeStoredAnswer = (): CloudCallbackMessage | undefined => {
      const stored = localStorage.getItem(CLOUD_CALLBACK_CHANNEL);
      if (stored === null) return undefined;
      localStorage.removeItem(CLOUD_CALLBACK_CHANNEL);
      try {
        return JSON.parse(stored) as CloudCallbackMessage;
      } catch {
        return undefined;
      }
    };
    const finish = () => {
      clearInterval(timer);
      channel.close();
      signal.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish();
      popup.close();
      reject(new PopupError('Cancelled.'));
    };
    channel.onmessage = ({ data }: MessageEvent<CloudCallbackMessage>) => answer(data);
    const timer = setInterval(() => {
      const stored = takeStoredAnswer();
      if (stored) {
        answer(stored);
        return;
      }
      if (!popup.closed) {
        closedSince = undefined;
        return;
      }
      closedSince ??= Date.now();
      if (Date.now() - closedSince >= CLOSED_POPUP_GRACE_MS) {
        finish();
        reject(new PopupError('The sign-in window was closed.'));
      }
    }, AUTH_POPUP.pollMs);
    signal.addEventListener('abort', onAbort);
  });
}
