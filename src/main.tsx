import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadScreenOf } from './app/routes';
import './index.css';

// The page's first view is already on screen, prerendered into the HTML (src/app/prerender.tsx). The
// app renders the same view over it once the route's screen has arrived (so nothing is swapped for a
// fallback and back), as a transition, which React does in small slices: the main thread stays free
// for the visitor's first scroll or tap while the app starts.
function start() {
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// If the screen cannot be fetched, the app starts anyway and its route says so.
loadScreenOf(window.location.pathname).then(start, start);
