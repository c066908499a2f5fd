// The Resize pages settings as typed: the choices as chosen, the lengths as text. A length out of its range
// holds the run back and says why; lengths not shown travel as their defaults, so a hidden typo never does.
import { fitsRule } from '../../contract/setting-values';
import { defaultResizeSettings, resizeRules, type ResizeSettings } from '../../contract/resize-pdf';
import { numberError } from './texts';

export type LengthKey = keyof typeof resizeRules;
export type ResizeForm = Omit<ResizeSettings, LengthKey> & Record<LengthKey, string>;

const lengthKeys = Object.keys(resizeRules) as LengthKey[];

const eachLength = <T>(value: (key: LengthKey) => T) => Object.fromEntries(lengthKeys.map((key) => [key, value(key)])) as Record<LengthKey, T>;

export function resizeFormOf({ mode, paper, orientation, fit, ...lengths }: ResizeSettings): ResizeForm {
  return { mode, paper, orientation, fit, ...eachLength((key) => String(lengths[key])) };
}

/** The lengths the chosen mode, paper and fit use (and the screen shows). */
export function shownLengths(form: ResizeForm): LengthKey[] {
  return form.mode === 'margins'
    ? ['top', 'bottom', 'left', 'right', 'binding']
    : [...(form.paper === 'custom' ? ['width', 'height'] as const : []), ...(form.fit === 'fit' ? ['margin'] as const : [])];
}

const typedNumber = (form: ResizeForm, key: LengthKey) => Number(form[key].trim() || Number.NaN);

export function lengthProblem(form: ResizeForm, key: LengthKey): string | undefined {
  return fitsRule(typedNumber(form, key), resizeRules[key]) ? undefined : numberError(resizeRules[key]);
}

/** Whether a length the settings use is not a whole number in its range. */
export function resizeFormInvalid(form: ResizeForm): boolean {
  return shownLengths(form).some((key) => lengthProblem(form, key));
}

/** The call's settings: the shown lengths as typed (a bad one is refused by the call's check), the others their defaults. */
export function settingsOfResizeForm(form: ResizeForm): ResizeSettings {
  const shown = shownLengths(form);
  const { mode, paper, orientation, fit } = form;
  return { mode, paper, orientation, fit, ...eachLength((key) => (shown.includes(key) ? typedNumber(form, key) : defaultResizeSettings[key])) };
}
