// How much of a reference text another text keeps: the share of the reference's words (with their
// repeats) found in the other. Used to compare our Office conversions with native LibreOffice's.
const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

export function wordRecall(reference: string, candidate: string): number {
  const available = new Map<string, number>();
  for (const word of words(candidate)) available.set(word, (available.get(word) ?? 0) + 1);
  const expected = words(reference);
  let found = 0;
  for (const word of expected) {
    const left = available.get(word) ?? 0;
    if (left > 0) {
      found += 1;
      available.set(word, left - 1);
    }
  }
  return expected.length === 0 ? 1 : found / expected.length;
}
