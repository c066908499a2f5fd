import { useState } from 'react';
import { WifiOff } from 'lucide-react';
import { OfflinePanel } from './OfflinePanel';
import { offlineTexts as text } from './offline-texts';

interface OfflinePanelButtonProps {
  className?: string;
  /** The engine of the screen the button is on (its worker's name): the panel lists it first. */
  engine?: string;
}

/** Opens the offline panel; the footer has one, and so does each tool with a heavy engine (HeavyEngineOfflineButton). */
export function OfflinePanelButton({ className = '', engine }: OfflinePanelButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={`inline-flex items-center gap-1.5 ${className}`} onClick={() => setOpen(true)}>
        <WifiOff className="size-4" aria-hidden /> {text.open}
      </button>
      {open && <OfflinePanel highlight={engine} onClose={() => setOpen(false)} />}
    </>
  );
}
