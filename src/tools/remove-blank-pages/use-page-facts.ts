import { useEffect, useState } from 'react';
import { callApi } from '../../api/call-api';
import type { PageContentFacts } from '../../contract/blank-page-rule';
import { detectBlankPagesCall } from '../../contract/remove-blank-pages';

interface PageFactsState {
  facts?: PageContentFacts[];
  failed?: boolean;
}

/** What each page of the one file holds, asked once per file (the threshold is applied on the screen). */
export function usePageFacts(file: File): PageFactsState {
  const [state, setState] = useState<PageFactsState & { for?: File }>({});
  useEffect(() => {
    const controller = new AbortController();
    callApi(detectBlankPagesCall, [file], {}, { signal: controller.signal }).then(
      ({ answer }) => setState({ facts: answer.pages, for: file }),
      () => !controller.signal.aborted && setState({ failed: true, for: file }),
    );
    return () => controller.abort();
  }, [file]);
  return state.for === file ? state : {};
}
