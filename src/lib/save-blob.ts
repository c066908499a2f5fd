// Saving something made on the page (a ZIP, an exported JSON) as a download, the way a link does.

/** Starts the download of `blob` under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  Object.assign(document.createElement('a'), { href: url, download: name }).click();
  // The download has its own copy once it starts; the URL can go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
