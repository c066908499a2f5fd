import { useEffect, useRef } from 'react';

/**
 * While an image is shown (the upload area, which normally takes page-wide drops and pastes, is
 * gone), an image dropped or pasted anywhere replaces it, and a stray drop never makes the browser
 * open the file and leave the page.
 */
export function useReplaceOnDrop(active: boolean, take: (files: File[]) => void): void {
  const takeRef = useRef(take);
  takeRef.current = take;
  useEffect(() => {
    if (!active) return undefined;
    const onDragOver = (event: DragEvent) => event.preventDefault();
    const onDrop = (event: DragEvent) => {
      event.preventDefault();
      const files = [...(event.dataTransfer?.files ?? [])];
      if (files.length) takeRef.current(files);
    };
    const onPaste = (event: ClipboardEvent) => {
      const files = [...(event.clipboardData?.files ?? [])];
      if (files.length) {
        event.preventDefault();
        takeRef.current(files);
      }
    };
    window.addEventListener('dragover', onDragOver);
    window.addEventListener('drop', onDrop);
    window.addEventListener('paste', onPaste);
    return () => {
      window.removeEventListener('dragover', onDragOver);
      window.removeEventListener('drop', onDrop);
      window.removeEventListener('paste', onPaste);
    };
  }, [active]);
}
