import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';

export function App() {
  // The prerendered page is inert until the app has rendered over it (scripts/prerender-routes.ts):
  // a file chosen in the prerendered upload area would be lost when the app replaces it.
  useEffect(() => document.getElementById('root')?.removeAttribute('inert'), []);
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
