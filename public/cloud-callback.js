// Folio — the page a cloud provider sends the sign-in popup back to (src/contract/cloud.ts,
// CLOUD_CALLBACK_PATH). It hands the authorisation code and state (or the provider's error) to the
// app and closes. A BroadcastChannel (and a storage key) rather than window.opener: under cross-origin isolation the
// popup loses its opener once it has visited the provider's origin. The code alone is useless:
// only the app holds the PKCE verifier that turns it into a token.
(function () {
  var query = new URLSearchParams(location.search);
  var message = { code: query.get('code') || undefined, state: query.get('state') || undefined, error: query.get('error') || undefined };
  if (!message.code && !message.error) message.error = 'no_code';
  var channel = new BroadcastChannel('folio-cloud-auth');
  channel.postMessage(message);
  // Also left for the app's once-a-second check, in case the broadcast is missed; the app takes it
  // (and removes it) at once. The code is worthless without the verifier only the app holds.
  try {
    localStorage.setItem('folio-cloud-auth', JSON.stringify(message));
  } catch (error) {
    // Storage refused (private mode): the broadcast alone has to do.
  }
  // The address holds the code: replaced before anything else could read it from the history.
  history.replaceState(null, '', location.pathname);
  document.getElementById('message').textContent = message.error ? 'Sign-in did not complete. You can close this window.' : 'Connected. You can close this window.';
  // Closed a moment later, not at once: a window torn down in the same task may drop the message.
  setTimeout(function () {
    channel.close();
    window.close();
  }, 1000);
})();
