import { useEffect, useState } from 'react';

/**
 * An object URL for a blob (a chosen file, a stored page), made once per blob and revoked when the
 * blob changes, goes or the view goes. Only the current blob's URL is ever returned: never one
 * already revoked, not even for the render before the new one is made.
 */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [made, setMade] = useState<{ blob: Blob; url: string }>();
  useEffect(() => {
    if (!blob) return undefined;
    const url = URL.createObjectURL(blob);
    setMade({ blob, url });
    return () => {
      URL.revokeObjectURL(url);
      setMade((current) => (current?.url === url ? undefined : current));
    };
  }, [blob]);
  return made && made.blob === blob ? made.url : undefined;
}
