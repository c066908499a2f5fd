// Every word of the offline panel.
import { formatBytes } from '../lib/format-bytes';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const offlineTexts = {
  open: 'Offline use',
  title: 'Use Folio offline',
  intro: 'Folio runs on your device. The app and the light tools are kept for offline use on your first visit; the heavy engines below are downloaded when a tool first needs them, or now, ahead of time.',
  appName: 'The app and the PDF tools',
  appReady: 'Works offline',
  appPending: 'Being saved for offline use (reload once if this stays)',
  engineName: (title: string) => capitalised(title),
  usedHere: 'Used by this tool',
  onDevice: 'On this device',
  partly: (bytesOnDevice: number) => `Partly on this device (${formatBytes(bytesOnDevice)})`,
  notOnDevice: 'Downloaded on first use',
  download: 'Download',
  downloadLabel: (title: string) => `Download ${title} for offline use`,
  remove: 'Remove',
  removeLabel: (title: string) => `Remove ${title} from this device`,
  makeAll: 'Make everything available offline',
  allReady: 'Everything is available offline.',
  downloading: (done: number, total: number) => `Downloading: ${formatBytes(done)} of ${formatBytes(total)}`,
  storage: (usage: number, quota: number) => `Storage used by Folio: ${formatBytes(usage)} of ${formatBytes(quota)} available to it.`,
  storageUnknown: 'This browser does not say how much storage Folio may use.',
  persisted: 'Kept: the browser will not clear these files on its own.',
  notPersisted: 'The browser may clear these files when space runs low.',
  persist: 'Ask to keep them',
  persistRefused: 'The browser did not agree to keep them for good; they stay until it needs the space.',
  noCache: 'This browser keeps no files for offline use, so the heavy engines are downloaded each time.',
  close: 'Close',
};
