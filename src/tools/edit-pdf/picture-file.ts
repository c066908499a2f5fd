// Pictures for the image tool. MuPDF writes JPEG and PNG into the file as they are; other image
// types the browser can decode (WebP, GIF, BMP) are redrawn as PNG first.
const WRITTEN_AS_IS = ['image/jpeg', 'image/png'];

export async function pictureForPdf(file: File): Promise<Blob | undefined> {
  if (!file.type.startsWith('image/')) return undefined;
  if (WRITTEN_AS_IS.includes(file.type)) return file;
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
  bitmap.close();
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob ?? undefined), 'image/png'));
}
