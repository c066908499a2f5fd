// @vitest-environment happy-dom
// The sign-in popup's answer reaches the app by a broadcast or, missed, by a stored copy taken at the
// once-a-second check. Only the answer carrying this sign-in's state is taken: a copy left by the
// sign-in before it (its storage write can land after the app took its broadcast) is passed over.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authorisationInPopup } from './cloud-popup';
import { AUTH_POPUP, CLOUD_CALLBACK_CHANNEL, type CloudCallbackMessage } from '../contract/cloud';

const authUrl = 'http://localhost:9/authorize?client_id=x&state=this-sign-in&code_challenge=c';
const callback = new BroadcastChannel(CLOUD_CALLBACK_CHANNEL);
const broadcast = (message: CloudCallbackMessage) => callback.postMessage(message);
const store = (message: CloudCallbackMessage) => localStorage.setItem(CLOUD_CALLBACK_CHANNEL, JSON.stringify(message));
/** Lets the broadcast channel deliver (it answers in a later task). */
const deliver = () => new Promise((resolve) => setTimeout(resolve, 20));

let opened: { closed: boolean; close: () => void };

beforeEach(() => {
  opened = { closed: false, close: vi.fn() };
  vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the sign-in popup', () => {
  it('opens the provider’s page in a 500 × 600 popup', async () => {
    const signin = authorisationInPopup(authUrl, new AbortController().signal);
    expect(window.open).toHaveBeenCalledWith(authUrl, expect.stringMatching(/^folio-cloud-auth-/), expect.stringContaining(`popup,width=${AUTH_POPUP.width},height=${AUTH_POPUP.height}`));
    broadcast({ code: 'the-code', state: 'this-sign-in' });
    await expect(signin).resolves.toEqual({ code: 'the-code', state: 'this-sign-in' });
  });

  it('passes over a broadcast from an earlier sign-in and takes its own', async () => {
    let settled = false;
    const signin = authorisationInPopup(authUrl, new AbortController().signal).finally(() => { settled = true; });
    broadcast({ code: 'old-code', state: 'earlier-sign-in' });
    await deliver();
    expect(settled).toBe(false);
    broadcast({ code: 'the-code', state: 'this-sign-in' });
    await expect(signin).resolves.toEqual({ code: 'the-code', state: 'this-sign-in' });
  });

  it('passes over a late stored copy of an earlier answer (a refusal included) and takes its own stored answer at the next check', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    let settled = false;
    const signin = authorisationInPopup(authUrl, new AbortController().signal).finally(() => { settled = true; });
    store({ error: 'access_denied', state: 'earlier-sign-in' });
    vi.advanceTimersByTime(AUTH_POPUP.pollMs);
    await Promise.resolve();
    expect(settled).toBe(false);
    // The stale copy was taken away, not left for the next sign-in.
    expect(localStorage.getItem(CLOUD_CALLBACK_CHANNEL)).toBeNull();
    store({ code: 'the-code', state: 'this-sign-in' });
    vi.advanceTimersByTime(AUTH_POPUP.pollMs);
    await expect(signin).resolves.toEqual({ code: 'the-code', state: 'this-sign-in' });
    expect(localStorage.getItem(CLOUD_CALLBACK_CHANNEL)).toBeNull();
  });

  it('takes the broadcast answer’s stored copy with it, so it cannot stand in for the next sign-in', async () => {
    const signin = authorisationInPopup(authUrl, new AbortController().signal);
    store({ code: 'the-code', state: 'this-sign-in' });
    broadcast({ code: 'the-code', state: 'this-sign-in' });
    await signin;
    expect(localStorage.getItem(CLOUD_CALLBACK_CHANNEL)).toBeNull();
  });

  it('rejects on the provider’s refusal of this sign-in, and on Cancel, closing the popup', async () => {
    const refused = authorisationInPopup(authUrl, new AbortController().signal);
    broadcast({ error: 'access_denied', state: 'this-sign-in' });
    await expect(refused).rejects.toThrow('The provider answered: access_denied.');

    const controller = new AbortController();
    const cancelled = authorisationInPopup(authUrl, controller.signal);
    controller.abort();
    await expect(cancelled).rejects.toThrow('Cancelled.');
    expect(opened.close).toHaveBeenCalled();
  });
});
