import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { RelatedTools } from './RelatedTools';
import { ToolGuide, type GuideContent } from './ToolGuide';
import { useDocumentMeta } from './use-document-meta';
import { focusScope, useFocusTracking } from './focus-landing';

interface ToolPageProps {
  title: string;
  description: string;
  children?: ReactNode;
  guide?: GuideContent;
  relatedToolIds?: string[];
  /**
   * A workspace (the editor with a file open): the window is the tool's, as in every editor. The
   * title shrinks into one row with `headerExtra` (the open file), the description is left to
   * screen readers, and the guide and related tools follow below.
   */
  workspace?: boolean;
  headerExtra?: ReactNode;
}

/** What every tool page has: back link, title, description, the tool, its guide and related tools. */
export function ToolPage({ title, description, children, guide, relatedToolIds, workspace = false, headerExtra }: ToolPageProps) {
  useDocumentMeta(title, description);
  useFocusTracking();
  if (workspace) {
    return (
      <div className="mx-auto max-w-[1600px] px-4 py-3" {...focusScope} data-testid="workspace">
        <header className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-2">
          <Link to="/" className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-red-700">
            <ArrowLeft className="size-4" aria-hidden /> Back to all tools
          </Link>
          <h1 className="text-xl font-bold text-slate-900">{title}</h1>
          <p className="sr-only">{description}</p>
          {headerExtra}
        </header>
        {children}
        <div className="mx-auto max-w-4xl">
          {guide && <ToolGuide guide={guide} />}
          {relatedToolIds && <RelatedTools toolIds={relatedToolIds} />}
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6" {...focusScope}>
      <Link to="/" className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-red-700">
        <ArrowLeft className="size-4" aria-hidden /> Back to all tools
      </Link>
      <header className="mb-8 mt-4 text-center">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 text-lg text-slate-600">{description}</p>
      </header>
      {children}
      {guide && <ToolGuide guide={guide} />}
      {relatedToolIds && <RelatedTools toolIds={relatedToolIds} />}
    </div>
  );
}
