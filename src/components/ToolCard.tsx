import { Link } from 'react-router-dom';
import type { Tool } from '../tools/registry';

export function ToolCard({ tool }: { tool: Tool }) {
  const Icon = tool.icon;
  return (
    <Link
      to={tool.href}
      data-testid="tool-card"
      className="group relative flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-surface p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-red-200 hover:shadow-md focus:outline-none focus-visible:ring-4 focus-visible:ring-red-200"
    >
      {tool.badge && (
        <span className="absolute right-4 top-4 rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">{tool.badge}</span>
      )}
      <span className={`inline-flex size-12 items-center justify-center rounded-xl ${tool.color}`}>
        <Icon className="size-6" aria-hidden />
      </span>
      <span className="text-lg font-semibold text-slate-900 group-hover:text-red-700">{tool.name}</span>
      <span className="text-sm text-slate-600">{tool.description}</span>
    </Link>
  );
}
