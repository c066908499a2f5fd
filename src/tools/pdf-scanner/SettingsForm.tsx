// The scan settings (spec §3, §9): resolution, colour mode, format, quality, document type and the switches.
import { OCR_LANGUAGES } from '../../contract/ocr-pdf';
import { COLOR_MODES, DOCUMENT_TYPES, QUALITY_RULE, SCAN_FORMATS, SCAN_RESOLUTIONS, type ScanSettings } from '../../contract/pdf-scanner';
import { scannerTexts } from './texts';

const text = scannerTexts.settings;
const FLAGS = ['autoEnhance', 'autoCrop', 'autoRotate', 'ocr', 'multiPage', 'noiseReduction', 'edgeEnhancement', 'backgroundRemoval', 'batchMode'] as const;

export function SettingsForm({ settings, onChange }: { settings: ScanSettings; onChange: (settings: ScanSettings) => void }) {
  const set = <K extends keyof ScanSettings>(key: K, value: ScanSettings[K]) => onChange({ ...settings, [key]: value });
  const select = 'mt-1 w-full rounded-lg border border-slate-300 px-2 py-1.5 text-sm';
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold text-slate-900">{text.title}</legend>
      <label className="text-sm text-slate-700">{text.resolution}
        <select className={select} value={settings.resolution} onChange={(event) => set('resolution', Number(event.target.value) as ScanSettings['resolution'])}>
          {SCAN_RESOLUTIONS.map((value) => <option key={value} value={value}>{value}</option>)}
        </select>
      </label>
      <label className="text-sm text-slate-700">{text.colorMode}
        <select className={select} value={settings.colorMode} onChange={(event) => set('colorMode', event.target.value as ScanSettings['colorMode'])}>
          {COLOR_MODES.map((value) => <option key={value} value={value}>{text.colorModes[value]}</option>)}
        </select>
      </label>
      <label className="text-sm text-slate-700">{text.format}
        <select className={select} value={settings.format} onChange={(event) => set('format', event.target.value as ScanSettings['format'])}>
          {SCAN_FORMATS.map((value) => <option key={value} value={value}>{text.formats[value]}</option>)}
        </select>
      </label>
      <label className="text-sm text-slate-700">{text.documentType}
        <select className={select} value={settings.documentType} onChange={(event) => set('documentType', event.target.value as ScanSettings['documentType'])}>
          {DOCUMENT_TYPES.map((value) => <option key={value} value={value}>{text.documentTypes[value]}</option>)}
        </select>
      </label>
      <label className="text-sm text-slate-700 sm:col-span-2">{text.quality}: {settings.quality}
        <input type="range" className="mt-1 w-full" min={QUALITY_RULE.min} max={QUALITY_RULE.max} step={QUALITY_RULE.step} value={settings.quality} onChange={(event) => set('quality', Number(event.target.value))} />
      </label>
      <div className="grid grid-cols-2 gap-2 sm:col-span-2">
        {FLAGS.map((flag) => (
          <label key={flag} className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" checked={settings[flag]} onChange={(event) => set(flag, event.target.checked)} /> {text.flags[flag]}
          </label>
        ))}
      </div>
      {settings.ocr && (
        <label className="text-sm text-slate-700">{text.ocrLanguage}
          <select className={select} value={settings.ocrLanguage} onChange={(event) => set('ocrLanguage', event.target.value as ScanSettings['ocrLanguage'])}>
            {OCR_LANGUAGES.map((value) => <option key={value} value={value}>{text.ocrLanguages[value]}</option>)}
          </select>
          <span className="mt-1 block text-xs text-slate-500">{text.ocrLanguageDownload}</span>
        </label>
      )}
      {settings.batchMode && <p className="text-xs text-slate-500 sm:col-span-2">{text.batchModeHint}</p>}
    </fieldset>
  );
}
