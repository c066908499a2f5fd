import type { ConvertType } from '../../contract/convert-to-pdf';
import { convertTexts as text, tabLabels } from './texts';

interface ConvertTabsProps {
  types: ConvertType[];
  current: ConvertType;
  onChange: (type: ConvertType) => void;
  disabled: boolean;
}

/** One tab per kind of file; the screen changes the address and starts afresh on a change. */
export function ConvertTabs({ types, current, onChange, disabled }: ConvertTabsProps) {
  return (
    <div role="tablist" aria-label={text.tabsLabel} className="mb-6 flex flex-wrap justify-center gap-2">
      {types.map((type) => (
        <button
          key={type}
          type="button"
          role="tab"
          aria-selected={type === current}
          disabled={disabled}
          onClick={() => type !== current && onChange(type)}
          className={`rounded-full border px-4 py-2 text-sm font-medium transition ${
            type === current ? 'border-red-600 bg-red-600 text-white' : 'border-slate-300 bg-surface text-slate-700 hover:border-red-400'
          }`}
        >
          {tabLabels[type]}
        </button>
      ))}
    </div>
  );
}
