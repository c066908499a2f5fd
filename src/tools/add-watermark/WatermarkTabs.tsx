import type { WatermarkSettings } from '../../contract/add-watermark';
import { watermarkTexts as text } from './texts';

type WatermarkType = WatermarkSettings['type'];

/** The Text Watermark / Image Watermark tabs; the panel below them is `watermark-panel`. */
export function WatermarkTabs({ value, onChange }: { value: WatermarkType; onChange: (type: WatermarkType) => void }) {
  const select = (type: WatermarkType) => {
    onChange(type);
    document.getElementById(`watermark-tab-${type}`)?.focus();
  };
  return (
    <div role="tablist" aria-label="Watermark type" className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
      {text.tabs.map((tab) => (
        <button
          key={tab.value}
          id={`watermark-tab-${tab.value}`}
          type="button"
          role="tab"
          aria-selected={tab.value === value}
          aria-controls="watermark-panel"
          tabIndex={tab.value === value ? 0 : -1}
          className={`rounded-lg px-3 py-2 text-sm font-semibold transition ${tab.value === value ? 'bg-surface text-red-700 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
          onClick={() => onChange(tab.value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') select(tab.value === 'text' ? 'image' : 'text');
          }}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
