import { useEffect, useRef } from 'react';

// Files can reach a tool from outside the page: opened with the installed app (the manifest's
// file_handlers, through window.launchQueue) or shared to it (share_target, kept for us in a
// cache by public/share-target.js). This hook hands them to the screen like a pick.
const SHARED_FILES_CACHE = 'folio-shared-files';

interface LaunchParams {
  files: Array<{ getFile(): Promise<File> }>;
}
type LaunchQueue = { setConsumer(consumer: (params: LaunchParams) => void): void };

export function useIncomingFiles(onFiles: (files: File[]) => void): void {
  const handler = useRef(onFiles);
  handler.current = onFiles;

  useEffect(() => {
    const launchQueue = (window as unknown as { launchQueue?: LaunchQueue }).launchQueue;
    launchQueue?.setConsumer(async ({ files }) => {
      if (files.length) handler.current(await Promise.all(files.map((file) => file.getFile())));
    });
    if (new URLSearchParams(location.search).has('shared')) {
      void takeSharedFiles().then((files) => files.length && handler.current(files));
      history.replaceState(null, '', location.pathname);
    }
  }, []);
}

async function takeSharedFiles(): Promise<File[]> {
  if (!('caches' in window)) return [];
  const cache = await caches.open(SHARED_FILES_CACHE);
  const requests = await cache.keys();
  const files = await Promise.all(requests.map(async (request) => {
    const response = (await cache.match(request))!;
    const name = decodeURIComponent(response.headers.get('X-File-Name') ?? 'shared.pdf');
    const file = new File([await response.blob()], name, { type: response.headers.get('Content-Type') ?? '' });
    await cache.delete(request);
    return file;
  }));
  return files;
}
