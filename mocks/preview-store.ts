// Files kept for previews, by id: page images and stamp previews name the id instead of sending the
// file again, and the render worker keeps the parsed document open under the same id.
export interface StoredPreview {
  id: string;
  name: string;
  /** The uploaded file itself: handing a Blob to a worker shares it, it does not copy the bytes. */
  file: Blob;
  /** The password that opened it, kept in memory beside the file for as long as the preview lives. */
  password?: string;
  pages: number;
}

const previews = new Map<string, StoredPreview>();
let nextId = 1;

export function newPreviewId(): string {
  return `preview-${nextId++}`;
}

export function keepPreview(preview: StoredPreview): void {
  previews.set(preview.id, preview);
}

export function findPreview(id: string): StoredPreview | undefined {
  return previews.get(id);
}

/** Forgets a preview; true if there was one. */
export function dropPreview(id: string): boolean {
  return previews.delete(id);
}
