// A read page as the writers (Word, Markdown) lay it out: its pictures, tables and paragraphs in
// reading order. A table goes where its first line was; its lines are its cells, not paragraphs.
import { tableHolding } from './document-tables';
import type { TextBlock } from './page-text';
import { paragraphsOf, type Paragraph } from './paragraphs';
import type { Table } from './tables';

/** One page of the PDF, read: its size in points, its blocks in reading order and the tables found on it. */
export interface ReadPage {
  width: number;
  height: number;
  blocks: TextBlock[];
  tables?: Table[];
}

export type FlowItem =
  | { kind: 'picture'; block: TextBlock & { image: NonNullable<TextBlock['image']> } }
  | { kind: 'table'; table: Table }
  | { kind: 'paragraph'; paragraph: Paragraph };

export function pageFlow(page: ReadPage, body: number): FlowItem[] {
  const items: FlowItem[] = [];
  const placed = new Set<Table>();
  for (const block of page.blocks) {
    if (block.image) {
      items.push({ kind: 'picture', block: block as TextBlock & { image: NonNullable<TextBlock['image']> } });
      continue;
    }
    const lines = block.lines.filter((line) => {
      const table = tableHolding(page.tables ?? [], line);
      if (table && !placed.has(table)) {
        placed.add(table);
        items.push({ kind: 'table', table });
      }
      return !table;
    });
    if (lines.length === 0) continue;
    for (const paragraph of paragraphsOf({ ...block, lines }, body, page.width)) items.push({ kind: 'paragraph', paragraph });
  }
  return items;
}
