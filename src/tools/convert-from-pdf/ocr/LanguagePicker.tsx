import { useEffect, useState } from 'react';
import { listOcrLanguagesOnDevice } from '../../../api/ocr-languages';
import { BUNDLED_OCR_LANGUAGE, MAX_OCR_LANGUAGES, OCR_LANGUAGES, type OcrLanguage } from '../../../contract/ocr-pdf';
import { languageNames, ocrTexts as text } from './texts';

interface LanguagePickerProps {
  value: OcrLanguage[];
  onChange: (languages: OcrLanguage[]) => void;
  disabled?: boolean;
  /** Changes when a run ends, so languages it fetched are then shown as on this device. */
  refreshKey?: unknown;
}

/** The languages of the text: ticked in the order chosen, at least one, at most MAX_OCR_LANGUAGES. */
export function LanguagePicker({ value, onChange, disabled = false, refreshKey }: LanguagePickerProps) {
  const [onDevice, setOnDevice] = useState<OcrLanguage[]>([BUNDLED_OCR_LANGUAGE]);
  useEffect(() => {
    let current = true;
    listOcrLanguagesOnDevice().then((answer) => { if (current) setOnDevice(answer.onDevice); }, () => undefined);
    return () => { current = false; };
  }, [refreshKey]);
  const toggle = (language: OcrLanguage, on: boolean) => {
    const next = on ? [...value, language] : value.filter((chosen) => chosen !== language);
    if (next.length > 0) onChange(next);
  };
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="mb-1 font-semibold text-slate-900">{text.languagesLegend}</legend>
      <p className="text-sm text-slate-500">{text.languagesHint}</p>
      <div className="grid gap-2 sm:grid-cols-3">
        {OCR_LANGUAGES.map((language) => {
          const checked = value.includes(language);
          return (
            <label key={language} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-1 accent-red-600"
                checked={checked}
                disabled={!checked && value.length >= MAX_OCR_LANGUAGES}
                onChange={(event) => toggle(language, event.target.checked)}
              />
              <span>
                <span className="block font-medium text-slate-900">{languageNames[language]}</span>
                <span className="block text-xs text-slate-500">{onDevice.includes(language) ? text.languageOnDevice : text.languageDownload}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
