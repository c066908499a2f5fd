import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useFileList } from '../state/file-list-store';
import { preloadLocalApi } from '../api/api-fetch';

/**
 * Each tool starts with an empty file list: files chosen for one tool are not carried into another.
 * A tool screen will call the local API soon, so its code is loaded while the person picks a file.
 */
export function ToolScreenRoute({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const clear = useFileList((state) => state.clear);
  useEffect(() => clear(), [pathname, clear]);
  useEffect(() => preloadLocalApi(), []);
  return children;
}
