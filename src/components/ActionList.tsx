interface ActionListProps {
  title: string;
  items: string[];
  testId?: string;
}

/** A titled list of sentences: what a tool did, what it found. */
export function ActionList({ title, items, testId }: ActionListProps) {
  if (items.length === 0) return null;
  return (
    <section className="rounded-2xl border border-slate-200 bg-surface p-5" data-testid={testId}>
      <h2 className="mb-2 text-lg font-semibold text-slate-900">{title}</h2>
      <ul className="list-disc space-y-1 pl-6 text-slate-700">
        {items.map((item) => <li key={item}>{item}</li>)}
      </ul>
    </section>
  );
}
