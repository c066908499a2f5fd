import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { filesOf } from '../state/file-list-store';
import { RouteScope, RouteSignatures } from '../state/route-scope';
import type { SignaturePolicy } from '../contract/digital-signature';
import { takeResultsNotKept } from '../state/results-not-kept';
import { toast } from '../state/toast-store';
import { preloadLocalApi } from '../api/api-fetch';

/**
 * Each tool has its own files, kept for the visit: files chosen for one tool are not carried into
 * another, and coming back to a tool (Back, Forward, a link) finds its files as they were. Results
 * are not kept; coming back to files that had some says so. A tool screen will call the local API
 * soon, so its code is loaded while the person picks a file.
 */
export function ToolScreenRoute({ children, signatures = 'rewritten' }: { children: ReactNode; signatures?: SignaturePolicy }) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (takeResultsNotKept(filesOf(pathname).map((entry) => entry.file))) {
      toast({ title: 'Your files are still here', description: 'The results of the last run were not kept: run the tool again to get them.' });
    }
  }, [pathname]);
  useEffect(() => preloadLocalApi(), []);
  // Keyed: a screen never carries its state (results, settings) from one route into another, even
  // where two routes render the same component.
  return (
    <RouteScope key={pathname} value={pathname}>
      <RouteSignatures value={signatures}>{children}</RouteSignatures>
    </RouteScope>
  );
}
