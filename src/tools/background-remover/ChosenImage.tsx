import { formatMegabytes } from '../../lib/format-bytes';

interface ChosenImageProps {
  file: File;
  url?: string;
}

/** The one image chosen, shown whole, with its name and size. */
export function ChosenImage({ file, url }: ChosenImageProps) {
  return (
    <figure className="space-y-2">
      <div className="flex justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
        {url && <img src={url} alt={`Preview of ${file.name}`} className="max-h-96 object-contain" />}
      </div>
      <figcaption className="truncate text-sm text-slate-600">
        <span className="font-medium text-slate-800">{file.name}</span> · {formatMegabytes(file.size)}
      </figcaption>
    </figure>
  );
}
