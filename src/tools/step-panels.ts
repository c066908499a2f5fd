// Every tool folder's step-panels.tsx, gathered: the settings panel of each workflow step, by step id.
// A step without a panel has no settings to choose. A new panel is a new file; nothing here changes.
// The panels are loaded when the first step is added or opened, not with the page: the workflow screen opens
// empty, and parsing every tool's settings forms up front was its main-thread cost on first load.
import { useEffect, useState } from 'react';
import type { StepPanel } from './tool-definition';

const discovered = import.meta.glob<Record<string, StepPanel>>('./*/step-panels.tsx', { import: 'stepPanels' });

let loading: Promise<Record<string, StepPanel>> | undefined;

/** Every step's panel, by step id: loaded once, then the same object. */
export function loadStepPanels(): Promise<Record<string, StepPanel>> {
  loading ??= Promise.all(Object.values(discovered).map((load) => load())).then((found) => Object.assign({}, ...found));
  return loading;
}

/** The panels once `needed` has been true and they have loaded; undefined before. */
export function useStepPanels(needed: boolean): Record<string, StepPanel> | undefined {
  const [panels, setPanels] = useState<Record<string, StepPanel>>();
  useEffect(() => {
    if (!needed || panels) return;
    let current = true;
    void loadStepPanels().then((loaded) => current && setPanels(loaded));
    return () => {
      current = false;
    };
  }, [needed, panels]);
  return panels;
}
