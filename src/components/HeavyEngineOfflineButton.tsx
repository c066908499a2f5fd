import { OfflinePanelButton } from './OfflinePanelButton';

/**
 * The offline panel's button on a screen whose engine is fetched on first use (background models,
 * the converter, OCR, Ghostscript, the scanner's OpenCV): the panel opens with that engine first, to
 * fetch it ahead of use or free its space. The engine is named by its worker, as the contract names it.
 */
export function HeavyEngineOfflineButton({ engine }: { engine: string }) {
  return (
    <div className="flex justify-end" data-testid="heavy-engine-offline" data-engine={engine}>
      <OfflinePanelButton engine={engine} className="text-sm text-slate-600 hover:text-red-700" />
    </div>
  );
}
