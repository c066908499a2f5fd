import { ToolPage } from '../components/ToolPage';

interface ScreenFallbackProps {
  title: string;
  description: string;
}

/**
 * What a tool route shows while its screen's code arrives: the page's real heading and description
 * (they come with the route data, not with the screen), and the upload area's space. The heading is
 * painted at once, and nothing below it has to move when the screen takes over.
 */
export function ScreenFallback({ title, description }: ScreenFallbackProps) {
  return (
    <ToolPage title={title} description={description}>
      <div className="min-h-[55svh] rounded-2xl border-2 border-dashed border-slate-200 sm:min-h-64" aria-busy="true" />
    </ToolPage>
  );
}
