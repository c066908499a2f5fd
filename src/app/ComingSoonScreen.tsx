import { Hammer } from 'lucide-react';
import { ToolPage } from '../components/ToolPage';
import type { ToolScreen } from '../tools/registry';

/** A tool whose screen has not been built yet: its page, honestly saying so. */
export function ComingSoonScreen({ screen }: { screen: ToolScreen }) {
  return (
    <ToolPage title={screen.title} description={screen.description} relatedToolIds={screen.relatedToolIds}>
      <div className="flex items-center gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-6 text-amber-900" role="status">
        <Hammer className="size-6 shrink-0" aria-hidden />
        <p>This tool is being built and is not available yet. Every other tool that is ready works right now, on your device.</p>
      </div>
    </ToolPage>
  );
}
