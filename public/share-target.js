// Imported by the generated service worker. The installed app is a share target for PDFs: the
// share sheet POSTs the files to /merge-pdf; we keep them in a cache on the device and send the
// page to /merge-pdf?shared=1, which takes them from there (src/components/use-incoming-files.ts).
const SHARED_FILES_CACHE = 'folio-shared-files';

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'POST' || url.origin !== self.location.origin || url.pathname !== '/merge-pdf') return;
  event.respondWith((async () => {
    const form = await event.request.formData();
    const files = form.getAll('file').filter((value) => typeof value !== 'string');
    const cache = await caches.open(SHARED_FILES_CACHE);
    const stamp = Date.now();
    await Promise.all(files.map((file, index) => cache.put(
      `/shared-files/${stamp}-${index}`,
      new Response(file, { headers: { 'Content-Type': file.type, 'X-File-Name': encodeURIComponent(file.name) } }),
    )));
    return Response.redirect('/merge-pdf?shared=1', 303);
  })());
});
