import { PageThumbnail } from '../../components/PageThumbnail';
import { useInView } from '../../components/use-in-view';
import { editorTexts as text } from './texts';

interface ThumbnailStripProps {
  file: File;
  pageCount: number;
  current: number;
  onPick: (page: number) => void;
  rotationOf: (page: number) => number;
}

const SIZE = 96;

/** Every page as a small image, rendered only when scrolled near (a 500-page file stays light). */
export function ThumbnailStrip({ file, pageCount, current, onPick, rotationOf }: ThumbnailStripProps) {
  return (
    <nav aria-label={text.thumbnails} className="flex max-h-[70vh] gap-2 overflow-auto lg:flex-col">
      {Array.from({ length: pageCount }, (_, index) => index + 1).map((page) => (
        <Thumbnail key={page} file={file} page={page} current={page === current} onPick={onPick} rotation={rotationOf(page)} />
      ))}
    </nav>
  );
}

function Thumbnail({ file, page, current, onPick, rotation }: { file: File; page: number; current: boolean; onPick: (page: number) => void; rotation: number }) {
  const [ref, visible] = useInView<HTMLButtonElement>();
  return (
    <button
      ref={ref}
      type="button"
      onClick={() => onPick(page)}
      aria-current={current ? 'page' : undefined}
      aria-label={text.pageLabel(page)}
      className={`shrink-0 rounded-lg border-2 p-1 ${current ? 'border-purple-600' : 'border-transparent hover:border-slate-300'}`}
      style={{ width: SIZE + 12 }}
    >
      <PageThumbnail file={file} pageNumber={page} size={SIZE} rotation={rotation} visible={visible} />
      <span className="block text-center text-xs text-slate-600">{page}</span>
    </button>
  );
}
