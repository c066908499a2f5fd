// Every tool folder's tool.ts, gathered: the routes, and the cards the home grid, the header menus,
// the mobile menu, the tool finder, the footer and the Related Tools block show. Data only: screens
// are loaded by src/app/routes.tsx. A new tool is a new folder; nothing here changes.
import type { MenuCategory, MoreToolsCategory, Placement, SpecMenuCategory, ToolCard, ToolDefinition } from './tool-definition';

export type { MenuCategory, MoreToolsCategory, Placement };

/** A card as the menus list it: with the link it leads to. */
export interface Tool extends ToolCard {
  /** Route plus query, exactly as the spec links it. */
  href: string;
}

const discovered = import.meta.glob<ToolDefinition>('./*/tool.ts', { eager: true, import: 'tool' });

/** One per route, in path order. */
export const toolDefinitions: ToolDefinition[] = Object.values(discovered)
  .sort((a, b) => a.path.localeCompare(b.path));

function hrefOf(definition: ToolDefinition, card: ToolCard): string {
  if (!card.variant || !definition.variants) return definition.path;
  return `${definition.path}?${definition.variants.param}=${card.variant}`;
}

/** Every card of every tool, in the order the home page shows them. */
export const tools: Tool[] = toolDefinitions
  .flatMap((definition) => definition.cards.map((card) => ({ ...card, href: hrefOf(definition, card) })))
  .sort((a, b) => a.order - b.order);

const specMenuCategories: SpecMenuCategory[] = [
  'Convert to PDF',
  'PDF to Images',
  'PDF to Documents',
  'PDF to Data',
  'Additional Tools',
];

/** The groups of the home page's "More tools" section, in the order it shows them. */
const moreToolsCategories: MoreToolsCategory[] = ['Edit', 'Organize', 'Layout and print', 'Optimize', 'Security', 'Convert', 'Automate'];

/** The tools past the spec, by group: only the groups that have tools, in their order. */
export const moreTools: { category: MoreToolsCategory; tools: Tool[] }[] = moreToolsCategories
  .map((category) => ({ category, tools: tools.filter((tool) => tool.placements.includes('more') && tool.category === category) }))
  .filter((group) => group.tools.length > 0);

/** The mobile menu's categories: the spec's five, then the "More tools" groups that have tools. */
export const menuCategories: MenuCategory[] = [...specMenuCategories, ...moreTools.map((group) => group.category)];

export function toolsPlacedIn(placement: Placement): Tool[] {
  return tools.filter((tool) => tool.placements.includes(placement));
}

export function toolsInCategory(category: MenuCategory): Tool[] {
  return tools.filter((tool) => tool.category === category);
}

export function toolById(id: string): Tool {
  const tool = tools.find((candidate) => candidate.id === id);
  if (!tool) throw new Error(`Unknown tool id: ${id}`);
  return tool;
}
