import { Link } from 'react-router-dom';
import { useDocumentMeta } from '../components/use-document-meta';

export function NotFoundPage() {
  useDocumentMeta('404 Page Not Found', 'There is no Folio page at this address. Every PDF tool is one click away from the home page.');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">404 Page Not Found</h1>
      <p className="mt-4 text-slate-600">Did you forget to add the page to the router?</p>
      <Link to="/" className="btn-primary mt-8">Go to all tools</Link>
    </div>
  );
}
