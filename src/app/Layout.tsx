import { Outlet } from 'react-router-dom';
import { Header } from './header/Header';
import { Footer } from './Footer';
import { Toaster } from '../components/Toaster';
import { AppStatus } from './AppStatus';

export function Layout() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2">
        Skip to content
      </a>
      <Header />
      {/* At least a screen tall, so the footer starts below the first view: a tool's screen arrives
          after the page's first paint, and a footer in view would jump down when it does. */}
      <main id="main" className="min-h-svh flex-1">
        <Outlet />
      </main>
      <Footer />
      <AppStatus />
      <Toaster />
    </div>
  );
}
