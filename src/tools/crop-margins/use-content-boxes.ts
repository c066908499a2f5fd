import { useEffect, useState } from 'react';
import { callApi } from '../../api/call-api';
import { detectContentBoxesCall, type PageContentBox } from '../../contract/crop-margins';

interface ContentBoxesState {
  pages?: PageContentBox[];
  failed?: boolean;
}

/** Each page's content box of the one file, measured once per file (the margin is applied on the screen). */
export function useContentBoxes(file: File): ContentBoxesState {
  const [state, setState] = useState<ContentBoxesState & { for?: File }>({});
  useEffect(() => {
    const controller = new AbortController();
    callApi(detectContentBoxesCall, [file], {}, { signal: controller.signal }).then(
      ({ answer }) => setState({ pages: answer.pages, for: file }),
      () => !controller.signal.aborted && setState({ failed: true, for: file }),
    );
    return () => controller.abort();
  }, [file]);
  return state.for === file ? state : {};
}
