import { Hammer } from 'lucide-react';
import { ToolPage } from '../components/ToolPage';
import type { ToolScreenProps } from '../tools/tool-definition';

/** A tool whose screen has not been built yet: its page, honestly saying so. */
export function ComingSoonScreen({ tool, variant }: ToolScreenProps) {
  return (
    <ToolPage title={variant?.title ?? tool.title} description={variant?.description ?? tool.description} relatedToolIds={tool.relatedCardIds}>
      <div className="flex items-center gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-6 text-amber-900" role="status">
        <Hammer className="size-6 shrink-0" aria-hidden />
        <p>This tool is being built and is not available yet. Every other tool that is ready works right now, on your device.</p>
      </div>
    </ToolPage>
  );
}
