// The shape of the data each tool folder declares in its tool.ts. Data only: the registry
// gathers these for the menus and the routes; the screen receives its own as props.
import type { ComponentType } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { SignaturePolicy } from '../contract/digital-signature';
import type { UploadRules } from '../contract/upload-rules';

/**
 * Where a card appears besides its own route: the spec's home grid (`home`), the home page's "More tools"
 * section after it (`more`: the tools past the spec, grouped by category), the header's menus.
 */
export type Placement = 'home' | 'more' | 'allTools' | 'convertMenu';

/** The spec's categories of the mobile menu (first document §2). */
export type SpecMenuCategory =
  | 'Convert to PDF'
  | 'PDF to Images'
  | 'PDF to Documents'
  | 'PDF to Data'
  | 'Additional Tools';

/** The groups of the tools past the spec: the "More tools" section, the all-tools menu and the mobile menu. */
export type MoreToolsCategory = 'Edit' | 'Organize' | 'Layout and print' | 'Optimize' | 'Security' | 'Convert' | 'Automate';

/** A card's category: the mobile menu lists the spec's categories, then the "More tools" groups that have tools. */
export type MenuCategory = SpecMenuCategory | MoreToolsCategory;

export type FooterColumn = 'Convert to PDF' | 'Edit PDF';

/** One card of the home grid, the menus, the finder, the footer or the Related Tools block. */
export interface ToolCard {
  id: string;
  name: string;
  description: string;
  icon: LucideIcon;
  category: MenuCategory;
  placements: Placement[];
  /** Tailwind classes for the icon tile. */
  color: string;
  badge?: string;
  /** Other words people search for it with (the tool finder): 'imposition' finds Booklet. */
  keywords?: string[];
  /** Footer column, when the card is listed there. */
  footer?: FooterColumn;
  /** The query value of the variant it opens, as the spec links it (`jpg` on /convert-to-pdf). */
  variant?: string;
  /** Position in the home grid and the menus; the order the spec's home page shows. */
  order: number;
}

/** One of the forms a route takes, chosen by a query parameter (`/convert-from-pdf?type=ocr`). */
export interface ToolVariant {
  id: string;
  /** Other query values that open it (`jpg` opens `image`). */
  aliases?: string[];
  /** The page's heading and subtitle while this variant is shown. */
  title: string;
  description: string;
  upload: UploadRules;
}

/** One route and its folder. */
export interface ToolDefinition {
  /** The folder's name. */
  id: string;
  path: string;
  /** The page's heading and subtitle: the main card's name and description unless the spec words them. */
  title: string;
  description: string;
  /** Accepted types and limits of the screen's upload widget (a variant may have its own). */
  upload?: UploadRules;
  relatedCardIds: string[];
  cards: ToolCard[];
  /**
   * What the tool does to a signed PDF's digital signatures, said on its file cards before the run:
   * `kept` (it signs incrementally, or only reads: nothing to say), `kept-for-annotations` (the
   * editor: comments and form filling keep them, rewriting edits end them). Without it: the tool
   * saves a new file, and the signatures no longer hold.
   */
  signatures?: SignaturePolicy;
  /** The query parameter that picks a variant, the variants and the one shown without it. */
  variants?: { param: string; list: ToolVariant[]; defaultId: string };
}

/** What the routes module hands every screen. */
export interface ToolScreenProps {
  tool: ToolDefinition;
  variant?: ToolVariant;
}

/** The variant a query value names, aliases included; the default one when it names none. */
export function variantFor(tool: ToolDefinition, queryValue: string | null): ToolVariant | undefined {
  if (!tool.variants) return undefined;
  const { list, defaultId } = tool.variants;
  const value = queryValue?.toLowerCase();
  const variant = list.find((candidate) => candidate.id === value || candidate.aliases?.includes(value ?? ''));
  if (!variant) return list.find((candidate) => candidate.id === defaultId);
  // An alias a card of its own opens (HEIC to PDF on the images' tab) is titled by that card.
  const card = variant.id === value ? undefined : tool.cards.find((candidate) => candidate.variant === value);
  return card ? { ...variant, title: card.name, description: card.description } : variant;
}

/** A workflow step's settings panel: the same fields as its tool's screen, on the step's settings. */
export interface StepPanelProps<Settings> {
  settings: Settings;
  onChange: (settings: Settings) => void;
  disabled: boolean;
}

export type StepPanel = ComponentType<StepPanelProps<unknown>>;

/** A tool folder's step-panels.tsx: its panels by step id (src/contract/steps/), typed by each step's settings. */
export function stepPanel<Settings>(panel: ComponentType<StepPanelProps<Settings>>): StepPanel {
  return panel as StepPanel;
}
