// Files from a folder the user picks, and results written into one, where the browser has the File System
// Access API (Chromium-based browsers); elsewhere the screen offers downloads and the ZIP only.

interface DirectoryEntry { kind: 'file' | 'directory'; name: string }
interface PickedFolder {
  values(): AsyncIterable<DirectoryEntry & { getFile?: () => Promise<File> }>;
  getFileHandle(name: string, options: { create: boolean }): Promise<{ createWritable(): Promise<{ write(data: Blob): Promise<void>; close(): Promise<void> }> }>;
}
type FolderPicker = (options: { mode: 'read' | 'readwrite' }) => Promise<PickedFolder>;

function picker(): FolderPicker | undefined {
  return (window as Window & { showDirectoryPicker?: FolderPicker }).showDirectoryPicker;
}

export function canUseFolders(): boolean {
  return typeof window !== 'undefined' && picker() !== undefined;
}

/** The files directly in a folder the user picks (not its subfolders). */
export async function filesFromFolder(): Promise<File[]> {
  const folder = await picker()!({ mode: 'read' });
  const files: File[] = [];
  for await (const entry of folder.values()) {
    if (entry.kind === 'file' && entry.getFile) files.push(await entry.getFile());
  }
  return files.sort((a, b) => a.name.localeCompare(b.name));
}

/** Writes each file into a folder the user picks, under its own name; answers how many were written. */
export async function writeIntoFolder(files: Array<{ name: string; blob: Blob }>): Promise<number> {
  const folder = await picker()!({ mode: 'readwrite' });
  for (const file of files) {
    const writable = await (await folder.getFileHandle(file.name, { create: true })).createWritable();
    await writable.write(file.blob);
    await writable.close();
  }
  return files.length;
}
