// Reading tool settings from a query string, for the handlers (any caller may send anything) and
// for the engines, which check them again. Pure code: screens, handlers and workers share it.
import { EngineError } from './errors';
import { PageRangeError } from './page-ranges';

/** A setting that cannot be applied; the message says which one and what it accepts. */
export class SettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SettingsError';
  }
}

export interface NumberRule {
  label: string;
  min: number;
  max: number;
  step?: number;
}

/** Whether the value is inside the rule's range and on its step (counted from `min`). */
export function fitsRule(value: number, { min, max, step = 1 }: NumberRule): boolean {
  return Number.isFinite(value) && value >= min && value <= max && (value - min) % step === 0;
}

/** A whole number inside the rule's range and on its step (counted from `min`). */
export function checkNumber(value: number, rule: NumberRule): number {
  if (!fitsRule(value, rule)) {
    const { label, min, max, step = 1 } = rule;
    const steps = step === 1 ? '' : ` in steps of ${step}`;
    throw new SettingsError(`${label} must be a number from ${min} to ${max}${steps}.`);
  }
  return value;
}

/**
 * One of the allowed values; the message lists them. `refusal` words it otherwise, for calls whose
 * answer to an unknown value was worded before this helper existed (clients may show those words).
 */
export function checkChoice<T extends string>(value: string, choices: readonly T[], label: string, refusal?: (value: string) => string): T {
  if (!(choices as readonly string[]).includes(value)) {
    throw new SettingsError(refusal ? refusal(value) : `${label} must be one of: ${choices.join(', ')}.`);
  }
  return value as T;
}

/** The query value, or the default when the parameter is absent. */
export function queryNumber(query: URLSearchParams, name: string, fallback: number, rule: NumberRule): number {
  const text = query.get(name);
  if (text === null) return fallback;
  if (!/^-?\d+$/.test(text.trim())) throw new SettingsError(`${rule.label} must be a whole number, not "${text}".`);
  return checkNumber(Number(text), rule);
}

export function queryChoice<T extends string>(query: URLSearchParams, name: string, fallback: T, choices: readonly T[], label: string): T {
  const text = query.get(name);
  return text === null ? fallback : checkChoice(text, choices, label);
}

/** Free text up to a length; line breaks become spaces (stamps are one line). */
export function checkText(value: string, label: string, maxLength: number): string {
  const text = value.replace(/[\r\n\t]+/g, ' ');
  if ([...text].length > maxLength) throw new SettingsError(`${label} can be at most ${maxLength} characters long.`);
  return text;
}

/** Settings as query parameters: every value as text, under its own name. */
export function settingsQuery(settings: object): Record<string, string> {
  return Object.fromEntries(Object.entries(settings).map(([key, value]) => [key, String(value)]));
}

/** Runs `work`, turning a bad setting or page range into the contract's bad-params error. */
export function withSettingsChecked<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof SettingsError || error instanceof PageRangeError) throw new EngineError('bad-params', error.message);
    throw error;
  }
}
