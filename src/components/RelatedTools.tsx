import { toolById } from '../tools/registry';
import { ToolCard } from './ToolCard';

/** The Related Tools block at the foot of a tool page, drawn from the registry. */
export function RelatedTools({ toolIds }: { toolIds: string[] }) {
  return (
    <section aria-labelledby="related-tools" className="mt-16">
      <h2 id="related-tools" className="mb-4 text-2xl font-bold text-slate-900">Related Tools</h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {toolIds.map((id) => <ToolCard key={id} tool={toolById(id)} />)}
      </div>
    </section>
  );
}
