// Every tool folder's step-panels.tsx, gathered: the settings panel of each workflow step, by step id.
// A step without a panel has no settings to choose. A new panel is a new file; nothing here changes.
// The panels are loaded when the first step is added or opened, not with the page: the workflow screen opens
// empty, and parsing every tool's settings forms up front was its main-thread cost on first load.
import { useEffect, useState } from 'react';
import type { StepPanel } from './tool-definition';

const discovered = import.meta.glob<Record<string, StepPanel>>('./*/step-panels.tsx', { import: 'stepPanels' });

let loading: Promise<Record<string, StepPanel>> | undefined;
let loaded: Record<string, StepPanel> | undefined;

/** Every step's panel, by step id: loaded once, then the same object. A failed load is tried again next time. */
export function loadStepPanels(): Promise<Record<string, StepPanel>> {
  loading ??= Promise.all(Object.values(discovered).map((load) => load())).then(
    (found) => (loaded = Object.assign({}, ...found) as Record<string, StepPanel>),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Starts loading the panels ahead of need (a step is about to be chosen); a failure shows when they are needed. */
export function preloadStepPanels(): void {
  loadStepPanels().catch(() => undefined);
}

export type StepPanelsState = Record<string, StepPanel> | 'loading' | 'failed';

/** The panels once `needed` has been true and they have loaded; 'failed' when they could not be fetched. */
export function useStepPanels(needed: boolean): StepPanelsState {
  const [state, setState] = useState<StepPanelsState>(() => loaded ?? 'loading');
  useEffect(() => {
    if (!needed || state !== 'loading') return;
    let current = true;
    loadStepPanels().then(
      (panels) => current && setState(panels),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [needed, state]);
  return state;
}
