import { useEffect, useState } from 'react';
import { releaseResults } from '../api/client';
import type { ResultItem } from '../contract/results';

/** Results a screen shows; when they are replaced or the screen goes, their memory is freed. */
export function useReleasedResults() {
  const [results, setResults] = useState<ResultItem[]>([]);
  useEffect(() => {
    if (results.length === 0) return undefined;
    return () => void releaseResults(results.map((result) => result.url));
  }, [results]);
  return [results, setResults] as const;
}
