// Selection rules of the page grid, as pure functions of page ids in display order.

export function toggled(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Adds every id from `anchor` to `to` (either direction), as shift-click does in file managers. */
export function withRange(selected: ReadonlySet<string>, ids: readonly string[], anchor: string, to: string): Set<string> {
  const from = ids.indexOf(anchor);
  const end = ids.indexOf(to);
  const next = new Set(selected);
  if (from < 0 || end < 0) return next.add(to);
  const [low, high] = from < end ? [from, end] : [end, from];
  for (let index = low; index <= high; index += 1) next.add(ids[index]);
  return next;
}

/** Where focus goes for a key in a grid of `columns` columns; undefined for keys the grid ignores. */
export function nextFocus(key: string, index: number, count: number, columns: number): number | undefined {
  const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, ArrowUp: index - columns, ArrowDown: index + columns, Home: 0, End: count - 1 };
  if (!(key in moves)) return undefined;
  return Math.min(count - 1, Math.max(0, moves[key]));
}
