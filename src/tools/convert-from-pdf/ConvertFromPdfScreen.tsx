import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { ToolPage } from '../../components/ToolPage';
import type { ToolScreenProps } from '../tool-definition';

// Each tab's body is a panel, found by its folder: ./<variant id>/<Name>Panel.tsx (default export).
const panelModules = import.meta.glob<{ default: ComponentType<ToolScreenProps> }>('./*/*Panel.tsx');
const panels = new Map<string, LazyExoticComponent<ComponentType<ToolScreenProps>>>(
  Object.entries(panelModules).map(([path, load]) => [path.split('/')[1], lazy(load)]),
);

/** Convert from PDF: the page of the chosen variant, its panel as the body. */
export default function ConvertFromPdfScreen({ tool, variant }: ToolScreenProps) {
  const Panel = variant ? panels.get(variant.id) : undefined;
  return (
    <ToolPage title={variant?.title ?? tool.title} description={variant?.description ?? tool.description} relatedToolIds={tool.relatedCardIds}>
      {Panel ? (
        <Suspense fallback={null}><Panel tool={tool} variant={variant} /></Suspense>
      ) : (
        <p className="rounded-2xl border border-amber-200 bg-amber-50 p-6 text-amber-900" role="status">
          This tool is being built and is not available yet. Every other tool that is ready works right now, on your device.
        </p>
      )}
    </ToolPage>
  );
}
