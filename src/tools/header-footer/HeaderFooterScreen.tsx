import { useMemo } from 'react';
import { ToolPage } from '../../components/ToolPage';
import { UploadWidget } from '../../components/UploadWidget';
import { ProcessingWidget } from '../../components/ProcessingWidget';
import { ResultFileList } from '../../components/ResultFileList';
import { OrderedFileList } from '../../components/OrderedFileList';
import { PageChoiceField } from '../../components/PageChoiceField';
import { SelectField, SliderField, TextField } from '../../components/SettingFields';
import { useFileListTool } from '../../components/use-file-list-tool';
import { useBatch, type ProcessingJob } from '../../components/use-batch';
import { useSettings } from '../../components/use-settings';
import { callApi } from '../../api/call-api';
import { toast } from '../../state/toast-store';
import { batchZipName } from '../../contract/output-names';
import { stampFontOptions } from '../../contract/stamp-fonts';
import {
  BATES_AFFIX_MAX_LENGTH, batesLabel, defaultHeaderFooterSettings, HEADER_FOOTER_SLOTS, HEADER_FOOTER_SUFFIX, HEADER_FOOTER_TEXT_MAX_LENGTH,
  headerFooterCall, headerFooterRules, usesBates, type HeaderFooterSettings,
} from '../../contract/header-footer';
import type { ToolScreenProps } from '../tool-definition';
import { headerFooterGuide, headerFooterTexts as text } from './texts';

/** Today the way the visitor writes dates: what {date} becomes unless they type another. */
function today(): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date());
}

export default function HeaderFooterScreen({ tool }: ToolScreenProps) {
  const rules = tool.upload!;
  const { files, listKey, append, removeById, setOrder, fileErrors, blameFile } = useFileListTool(rules);
  const initial = useMemo<HeaderFooterSettings>(() => ({ ...defaultHeaderFooterSettings, date: today() }), []);
  const [settings, change] = useSettings(initial);
  const hasText = Object.values(settings.texts).some((value) => value?.trim());
  // One job of every file: Bates numbers run across them in the order shown.
  const jobs: ProcessingJob[] = files.length > 0
    ? [{ key: `${listKey}:${JSON.stringify(settings)}`, label: text.jobLabel(files.length), files: files.map((entry) => entry.file) }]
    : [];
  const batch = useBatch({
    jobs,
    run: (job, context) => callApi(headerFooterCall, job.files, settings, context),
    verb: text.verb,
    onJobError: (_, error) => blameFile(error),
    onComplete: () => toast({ title: text.successTitle }),
  });
  const setText = (slot: (typeof HEADER_FOOTER_SLOTS)[number]) => (value: string) => change('texts')({ ...settings.texts, [slot]: value });
  // Numbers are held within their rules while typed, so the settings sent are always good.
  const setBates = (key: keyof HeaderFooterSettings['bates']) => (value: string) => {
    const rule = key === 'digits' ? headerFooterRules.digits : headerFooterRules.start;
    const number = Math.min(rule.max, Math.max(rule.min, Math.floor(Number(value) || 0)));
    change('bates')({ ...settings.bates, [key]: key === 'prefix' || key === 'suffix' ? value : number });
  };

  return (
    <ToolPage title={tool.title} description={tool.description} guide={headerFooterGuide} relatedToolIds={tool.relatedCardIds}>
      {files.length === 0 ? (
        <UploadWidget {...rules} onFiles={append} title={text.uploadTitle} />
      ) : (
        <div className="space-y-6">
          <section className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5" aria-labelledby="stamp-files">
            <h2 id="stamp-files" className="text-lg font-semibold text-slate-900">{text.filesTitle}</h2>
            <p className="mb-3 text-sm text-slate-500">{text.reorderHint}</p>
            <OrderedFileList files={files} errors={fileErrors} onReorder={setOrder} onRemove={removeById} disabled={batch.running} label={text.listLabel} entryTestId="stamp-entry" />
            <div className="mt-4"><UploadWidget {...rules} onFiles={append} compactLabel={text.addMore} disabled={batch.running} /></div>
          </section>
          <fieldset disabled={batch.running} className="space-y-5 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5">
            <legend className="sr-only">{text.textsTitle}</legend>
            <h2 className="text-lg font-semibold text-slate-900">{text.textsTitle}</h2>
            <div className="grid gap-3 sm:grid-cols-3">
              {HEADER_FOOTER_SLOTS.map((slot) => (
                <TextField key={slot} label={text.slots[slot]} maxLength={HEADER_FOOTER_TEXT_MAX_LENGTH} value={settings.texts[slot] ?? ''} onChange={setText(slot)} />
              ))}
            </div>
            <p className="text-sm text-slate-500">{text.placeholdersHint}</p>
            {!hasText && <p className="text-sm text-red-600" role="alert">{text.noText}</p>}
            <TextField label={text.date} value={settings.date} maxLength={40} onChange={change('date')} />
            <h2 className="pt-2 text-lg font-semibold text-slate-900">{text.styleTitle}</h2>
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField label={text.font} value={settings.font} options={stampFontOptions} onChange={change('font')} />
              <TextField label={text.color} type="color" value={settings.color} onChange={change('color')} />
            </div>
            <SliderField {...headerFooterRules.size} label={text.size} unit=" pt" value={settings.size} onChange={change('size')} />
            <SliderField {...headerFooterRules.marginX} label={text.marginX} unit=" pt" value={settings.marginX} onChange={change('marginX')} />
            <SliderField {...headerFooterRules.marginY} label={text.marginY} unit=" pt" value={settings.marginY} onChange={change('marginY')} />
            <PageChoiceField value={settings.pages} onChange={change('pages')} pageCount={undefined} />
            {usesBates(settings) && (
              <section aria-labelledby="bates-settings" className="space-y-3" data-testid="bates-settings">
                <h2 id="bates-settings" className="pt-2 text-lg font-semibold text-slate-900">{text.batesTitle}</h2>
                <div className="grid gap-3 sm:grid-cols-4">
                  <TextField label={text.batesPrefix} maxLength={BATES_AFFIX_MAX_LENGTH} value={settings.bates.prefix} onChange={setBates('prefix')} />
                  <TextField label={text.batesDigits} type="number" min={headerFooterRules.digits.min} value={String(settings.bates.digits)} onChange={setBates('digits')} />
                  <TextField label={text.batesStart} type="number" min={headerFooterRules.start.min} value={String(settings.bates.start)} onChange={setBates('start')} />
                  <TextField label={text.batesSuffix} maxLength={BATES_AFFIX_MAX_LENGTH} value={settings.bates.suffix} onChange={setBates('suffix')} />
                </div>
                <p className="text-sm text-slate-600" data-testid="bates-example">{text.batesExample(batesLabel(settings.bates, settings.bates.start))}</p>
              </section>
            )}
          </fieldset>
          <ProcessingWidget batch={batch} actionLabel={text.action} disabled={!hasText} />
          {batch.results.length > 0 && (
            <ResultFileList title={text.resultsTitle} results={batch.results} zipName={batchZipName(files.map((entry) => entry.file.name), HEADER_FOOTER_SUFFIX)} />
          )}
        </div>
      )}
    </ToolPage>
  );
}
