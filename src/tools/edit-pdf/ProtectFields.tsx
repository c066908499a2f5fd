import { PROTECT_PERMISSIONS, type ProtectSettings } from '../../contract/protect-pdf';
import type { StepPanelProps } from '../tool-definition';
import { editorTexts } from './texts';

const text = editorTexts.protect;
const field = 'mt-1 w-full rounded-lg border border-slate-300 p-2';

/** The passwords and the permissions: the Protect panel's settings and the Protect PDF workflow step's. */
export function ProtectFields({ settings, onChange, disabled }: StepPanelProps<ProtectSettings>) {
  const set = (change: Partial<ProtectSettings>) => onChange({ ...settings, ...change });
  return (
    <>
      <label className="block text-sm font-medium text-slate-700">{text.userPassword}
        <input type="password" autoComplete="new-password" className={field} value={settings.userPassword} disabled={disabled}
          onChange={(event) => set({ userPassword: event.target.value })} />
      </label>
      <label className="block text-sm font-medium text-slate-700">{text.ownerPassword}
        <input type="password" autoComplete="new-password" className={field} value={settings.ownerPassword} disabled={disabled}
          onChange={(event) => set({ ownerPassword: event.target.value })} />
      </label>
      <fieldset className="space-y-1" disabled={disabled}>
        {PROTECT_PERMISSIONS.map((permission) => (
          <label key={permission} className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" checked={settings.permissions[permission]}
              onChange={(event) => set({ permissions: { ...settings.permissions, [permission]: event.target.checked } })} />
            {text.permissions[permission]}
          </label>
        ))}
      </fieldset>
    </>
  );
}
