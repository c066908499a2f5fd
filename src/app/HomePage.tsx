import { Gift, ShieldCheck, LayoutGrid } from 'lucide-react';
import { moreTools, toolsPlacedIn } from '../tools/registry';
import { ToolCard } from '../components/ToolCard';
import { useDocumentMeta } from '../components/use-document-meta';
import { HOME_DESCRIPTION, HOME_TITLE } from './home-meta';

const reasons = [
  { icon: Gift, title: '100% Free', text: 'Every tool is free, with no registration, no watermark and no limit on how often you use it.' },
  { icon: ShieldCheck, title: 'Secure & Private', text: 'Your files are processed locally in your browser and never stored on our servers. Folio even works offline.' },
  { icon: LayoutGrid, title: 'All-in-One', text: 'Merge, split, compress, convert, edit and more: every PDF tool you need, in one place.' },
];

export function HomePage() {
  useDocumentMeta(HOME_TITLE, HOME_DESCRIPTION);
  const cards = toolsPlacedIn('home');
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <header className="mx-auto max-w-3xl text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{HOME_TITLE}</h1>
        <p className="mt-4 text-lg text-slate-600">Every tool you need to work with PDFs in one place</p>
      </header>
      <div className="mt-12 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="tool-grid">
        {cards.map((tool) => <ToolCard key={tool.id} tool={tool} />)}
      </div>
      {moreTools.length > 0 && (
        <section className="mt-16" aria-labelledby="more-tools" data-testid="more-tools">
          <h2 id="more-tools" className="text-center text-3xl font-bold text-slate-900">More tools</h2>
          {moreTools.map(({ category, tools }) => (
            <section key={category} className="mt-8" aria-label={category}>
              <h3 className="text-xl font-semibold text-slate-800">{category}</h3>
              <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {tools.map((tool) => <ToolCard key={tool.id} tool={tool} />)}
              </div>
            </section>
          ))}
        </section>
      )}
      <section className="mt-20" aria-labelledby="why-choose">
        <h2 id="why-choose" className="text-center text-3xl font-bold text-slate-900">Why choose Folio?</h2>
        <div className="mt-10 grid gap-8 md:grid-cols-3">
          {reasons.map(({ icon: Icon, title, text }) => (
            <div key={title} className="text-center">
              <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-red-100 text-red-600">
                <Icon className="size-7" aria-hidden />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-600">{text}</p>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
