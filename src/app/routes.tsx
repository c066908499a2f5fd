import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, useSearchParams } from 'react-router-dom';
import { toolDefinitions } from '../tools/registry';
import { variantFor, type ToolDefinition, type ToolScreenProps } from '../tools/tool-definition';
import { ComingSoonScreen } from './ComingSoonScreen';
import { ScreenFallback } from './ScreenFallback';
import { ToolScreenRoute } from './ToolScreenRoute';

type Screen = LazyExoticComponent<ComponentType<ToolScreenProps>>;

// By convention a tool's screen is src/tools/<id>/<Name>Screen.tsx with a default export; each one
// is its own chunk, fetched when its route is first shown.
const screenModules = import.meta.glob<{ default: ComponentType<ToolScreenProps> }>('../tools/*/*Screen.tsx');
const screenLoaders = new Map(Object.entries(screenModules).map(([file, load]) => [file.split('/')[2], load]));
const lazyScreens = new Map<string, Screen>([...screenLoaders].map(([id, load]) => [id, lazy(load)]));
const loadedScreens = new Map<string, ComponentType<ToolScreenProps>>();

/**
 * Fetches the screen of the route at `pathname` before the app first renders (and before a route is
 * prerendered), so that first render shows the screen itself, as the prerendered HTML does, rather than
 * its fallback for a moment.
 */
export async function loadScreenOf(pathname: string): Promise<void> {
  const tool = toolDefinitions.find((definition) => definition.path === pathname);
  const load = tool && screenLoaders.get(tool.id);
  if (load) loadedScreens.set(tool.id, (await load()).default);
}

/** The screen of one tool, with the variant its query names (aliases mapped, else the default). */
function ToolRoute({ tool }: { tool: ToolDefinition }) {
  const [query] = useSearchParams();
  const variant = variantFor(tool, tool.variants ? query.get(tool.variants.param) : null);
  const Screen = loadedScreens.get(tool.id) ?? lazyScreens.get(tool.id);
  return (
    <ToolScreenRoute signatures={tool.signatures ?? 'rewritten'}>
      {Screen
        ? <Suspense fallback={<ScreenFallback title={variant?.title ?? tool.title} description={variant?.description ?? tool.description} />}><Screen tool={tool} variant={variant} /></Suspense>
        : <ComingSoonScreen tool={tool} variant={variant} />}
    </ToolScreenRoute>
  );
}

/** One route per tool folder. */
export const toolRoutes = toolDefinitions.map((tool) => (
  <Route key={tool.path} path={tool.path} element={<ToolRoute tool={tool} />} />
));
