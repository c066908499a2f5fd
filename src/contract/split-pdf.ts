/** Split every N pages: spec §5, minimum 1; an empty or non-numeric value becomes 1. Screen and API use this one rule. */
export function splitEveryValue(text: string | null): number {
  const number = Number.parseInt(text ?? '', 10);
  return Number.isFinite(number) && number >= 1 ? number : 1;
}
