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
}

/** What every tool page has: back link, title, description, the tool, its guide and related tools. */
export function ToolPage({ title, description, children, guide, relatedToolIds }: ToolPageProps) {
  useDocumentMeta(title, description);
  useFocusTracking();
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
