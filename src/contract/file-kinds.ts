// What kind of file a name is, as a workflow sees it: which steps can take it. Read from the extension,
// the way the upload widget's accept lists are written (upload-rules.ts).

export const FILE_KINDS = ['pdf', 'image', 'drawing', 'office', 'web', 'email', 'ebook', 'text', 'data', 'archive'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

const EXTENSIONS: Record<FileKind, string[]> = {
  pdf: ['pdf'],
  image: ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'tif', 'tiff', 'webp', 'avif', 'heic', 'heif', 'psd'],
  // Vector drawings: their own kind, as they become PDF another way than pictures.
  drawing: ['svg'],
  office: ['doc', 'docx', 'odt', 'rtf', 'ppt', 'pptx', 'odp', 'odg', 'xls', 'xlsx', 'ods'],
  web: ['html', 'htm'],
  email: ['eml'],
  ebook: ['epub', 'mobi', 'fb2', 'cbz'],
  text: ['txt', 'md', 'markdown'],
  data: ['csv', 'json', 'xml', 'yaml', 'yml', 'b64'],
  archive: ['zip'],
};

/** The kind of a file by its name's extension; undefined for one no step knows. */
export function fileKind(name: string): FileKind | undefined {
  const extension = name.toLowerCase().split('.').pop() ?? '';
  return FILE_KINDS.find((kind) => EXTENSIONS[kind].includes(extension));
}

/** The upload widget's accept list for files of these kinds. */
export function acceptedExtensions(kinds: readonly FileKind[]): string[] {
  return kinds.flatMap((kind) => EXTENSIONS[kind].map((extension) => `.${extension}`));
}
