import type { EngineOperation } from '../contract/engine-operation';
import { OfflinePanelButton } from './OfflinePanelButton';

/**
 * The offline panel's button on a screen whose engine is fetched on first use (background models,
 * the converter, OCR, Ghostscript, the scanner's OpenCV): the panel opens with that engine first, to
 * fetch it ahead of use or free its space. The engine is named by the operation the screen runs.
 */
export function HeavyEngineOfflineButton({ operation }: { operation: EngineOperation<unknown, unknown> }) {
  return (
    <div className="flex justify-end" data-testid="heavy-engine-offline" data-engine={operation.worker}>
      <OfflinePanelButton engine={operation.worker} className="text-sm text-slate-600 hover:text-red-700" />
    </div>
  );
}
