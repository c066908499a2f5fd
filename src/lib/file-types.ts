/**
 * The spec's type-matching rule (first document §5): an entry beginning with a dot matches the
 * end of the file name; an entry with a wildcard matches the type prefix; any other entry must
 * equal the type exactly.
 */
export function matchesAccept(file: { name: string; type: string }, accept: string[]): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.includes('*')) return type.startsWith(rule.slice(0, rule.indexOf('*')));
    return type === rule;
  });
}
