/** "a", "a and b", "a, b and c": for lists inside sentences, in engines' messages and screens' texts alike. */
export function joinWords(words: string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}
