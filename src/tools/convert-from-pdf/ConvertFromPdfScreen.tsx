import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Hammer } from 'lucide-react';
import { ToolPage } from '../../components/ToolPage';
import type { GuideContent } from '../../components/ToolGuide';
import { useFileList } from '../../state/file-list-store';
import type { ToolScreenProps } from '../tool-definition';
import { dataTab, tabOfType, tabs, type ConvertTab } from './tabs';
import { buildingNotice, convertGuide, dataFormatLabels, dataSelectorLabel, tabListLabel } from './texts';

// Each tab's body is ./<tab id>/<Name>Panel.tsx, found here: a panel added later needs no edit of this screen.
// Panels are UI only (their engines run in workers) and come with the screen: a panel loaded later
// would push the guide down under the reader's eyes (layout shift).
const panelModules = import.meta.glob<{ default: ComponentType<ToolScreenProps> }>('./*/*Panel.tsx', { eager: true });
const panels = new Map(Object.entries(panelModules).map(([file, module]) => [file.split('/')[1], module.default]));
// A page has one guide: a tab that does something else than converting (OCR, PDF/A) exports its own
// `tabGuide` from its texts, shown instead of the screen's 'How to convert a PDF'.
const textModules = import.meta.glob<{ tabGuide?: GuideContent }>('./*/texts.ts', { eager: true });
const tabGuides = new Map(Object.entries(textModules).map(([file, module]) => [file.split('/')[1], module.tabGuide]));

/** Convert from PDF: the tabs (and the data formats' selector) pick the output; the panel below does the rest. */
export default function ConvertFromPdfScreen({ tool, variant }: ToolScreenProps) {
  const [, setQuery] = useSearchParams();
  const { clear } = useFileList();
  const active = tabOfType(variant?.id);
  const Panel = panels.get(active.id);

  // Another tab starts afresh: no file, no result, and the address says where we are without a new history entry.
  const openTab = (tab: ConvertTab, type = tab.types[0]) => {
    if (tab.id !== active.id) clear();
    setQuery({ type }, { replace: true });
  };

  return (
    <ToolPage title={variant?.title ?? tool.title} description={variant?.description ?? tool.description} guide={tabGuides.get(active.id) ?? convertGuide} relatedToolIds={tool.relatedCardIds}>
      <div className="mb-6 flex flex-col gap-3 lg:flex-row lg:items-end">
        <div role="tablist" aria-label={tabListLabel} className="flex flex-1 flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
          {tabs.map((tab) => (
            <button
              key={tab.id}
              id={`convert-tab-${tab.id}`}
              type="button"
              role="tab"
              aria-selected={tab.id === active.id}
              aria-controls="convert-panel"
              className={`flex-1 rounded-lg px-3 py-2 text-sm font-semibold transition ${tab.id === active.id ? 'bg-surface text-red-700 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
              onClick={() => openTab(tab)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <label className="block text-sm font-medium text-slate-700 lg:w-56">
          {dataSelectorLabel}
          <select
            className={`mt-1 w-full rounded-lg border px-3 py-2 text-slate-900 focus:border-red-500 focus:outline-none focus:ring-2 focus:ring-red-200 ${active.id === dataTab.id ? 'border-red-500 bg-red-50' : 'border-slate-300 bg-surface'}`}
            value={active.id === dataTab.id ? variant?.id : ''}
            onChange={(event) => openTab(dataTab, event.target.value)}
          >
            {active.id !== dataTab.id && <option value="">Choose a format…</option>}
            {dataTab.types.map((type) => <option key={type} value={type}>{dataFormatLabels[type]}</option>)}
          </select>
        </label>
      </div>
      <div id="convert-panel" role="tabpanel" aria-labelledby={active.id === dataTab.id ? undefined : `convert-tab-${active.id}`} aria-label={active.id === dataTab.id ? dataTab.label : undefined}>
        {Panel
          ? <Panel key={active.id} tool={tool} variant={variant} />
          : (
            <div className="flex items-center gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-6 text-amber-900" role="status">
              <Hammer className="size-6 shrink-0" aria-hidden />
              <p>{buildingNotice}</p>
            </div>
          )}
      </div>
    </ToolPage>
  );
}
