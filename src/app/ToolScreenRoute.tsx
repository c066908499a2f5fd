import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useFileList } from '../state/file-list-store';

/** Each tool starts with an empty file list: files chosen for one tool are not carried into another. */
export function ToolScreenRoute({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const clear = useFileList((state) => state.clear);
  useEffect(() => clear(), [pathname, clear]);
  return children;
}
