import { useMemo, useRef, useState } from 'react';
import { ToolPage } from '../../components/ToolPage';
import { HeavyEngineOfflineButton } from '../../components/HeavyEngineOfflineButton';
import { exportScannedDocument } from '../../api/scanner';
import { defaultScanSettings, type RawImage, type ScanSettings } from '../../contract/pdf-scanner';
import { exportFilename } from '../../contract/scan-export';
import { scanPageOperation } from '../../contract/scan-page';
import { toast } from '../../state/toast-store';
import type { ToolScreenProps } from '../tool-definition';
import { CameraPanel } from './CameraPanel';
import { createCaptureQueue } from './capture-queue';
import { DocumentCards } from './DocumentCards';
import { PageEditor } from './PageEditor';
import { SettingsForm } from './SettingsForm';
import { grabVideoFrame, readImageBlob } from './frames';
import type { ScannedDocument } from './scan-store';
import { playTone } from './tones';
import { useCamera } from './use-camera';
import { useLiveOutline } from './use-live-outline';
import { useScannedDocuments } from './use-scanned-documents';
import { scannerGuide, scannerTexts as text } from './texts';

type Tab = 'scan' | 'enhance' | 'export';

export default function PdfScannerScreen({ tool }: ToolScreenProps) {
  const [tab, setTab] = useState<Tab>('scan');
  const [settings, setSettings] = useState<ScanSettings>(defaultScanSettings);
  const [exporting, setExporting] = useState<string>();
  const [batchPending, setBatchPending] = useState(0);
  const camera = useCamera();
  const outline = useLiveOutline(camera.videoRef, camera.running);
  const scans = useScannedDocuments(text.documentName);
  const selected = scans.documents.find((document) => document.id === scans.selectedId);
  const tone = (kind: Parameters<typeof playTone>[0]) => settings.sound && playTone(kind);

  const start = async (deviceId?: string) => {
    try {
      await camera.start(deviceId);
      tone('success');
      toast({ title: text.cameraActivated, description: text.cameraActivatedText });
    } catch {
      tone('error');
      toast({ title: text.cameraErrorTitle, description: text.cameraErrorText, variant: 'destructive' });
    }
  };

  const scanFailed = (error: unknown) => {
    tone('error');
    toast({ title: text.scanFailed, description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
  };

  const scan = async (frame: RawImage | undefined) => {
    if (!frame) return;
    tone('capture');
    try {
      const { detected, rotation } = await scans.capture(frame, settings, settings.multiPage);
      tone('success');
      toast({ title: text.scanCompleted, description: text.scanCompletedText(detected, rotation) });
    } catch (error) {
      scanFailed(error);
    }
  };

  // Batch mode: every capture is queued at once and lands in one document, the camera stays ready
  // for the next page; one toast when the batch is done, none per page.
  const batchRef = useRef({ settings, scans, added: 0 });
  batchRef.current = { ...batchRef.current, settings, scans };
  const batch = useMemo(() => createCaptureQueue<RawImage>(
    async (frame) => {
      await batchRef.current.scans.capture(frame, batchRef.current.settings, true);
      batchRef.current.added += 1;
    },
    (pending) => {
      setBatchPending(pending);
      if (pending === 0 && batchRef.current.added > 0) {
        toast({ title: text.scanCompleted, description: text.batchCompletedText(batchRef.current.added) });
        batchRef.current.added = 0;
      }
    },
    scanFailed,
  // The queue lives as long as the screen; it reads the current settings through the ref.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  ), []);

  const captureFromCamera = () => {
    const frame = grabVideoFrame(camera.videoRef.current!);
    if (!settings.batchMode) return void scan(frame);
    if (!frame) return;
    tone('capture');
    batch.push(frame);
  };

  const upload = async (file: File) => {
    if (!file.type.startsWith('image/')) {
      tone('error');
      toast({ title: text.invalidTypeTitle, description: text.invalidTypeText, variant: 'destructive' });
      return;
    }
    toast({ title: text.imageUploaded, description: file.name });
    try {
      await scan(await readImageBlob(file));
    } catch {
      toast({ title: text.invalidTypeTitle, description: text.invalidTypeText, variant: 'destructive' });
    }
  };

  const exportDocument = async (document: ScannedDocument) => {
    setExporting(document.id);
    try {
      // The OCR words belong to the flattened page: a page exported uncropped has no text layer.
      const pages = document.pages.map((page) => ({ jpeg: page.edits.crop ? page.jpeg : page.uncropped, edits: page.edits, words: page.edits.crop ? page.ocrWords : undefined }));
      const result = await exportScannedDocument(pages, { name: document.name, format: settings.format, resolution: settings.resolution, quality: settings.quality, colorMode: settings.colorMode });
      const link = window.document.createElement('a');
      link.href = result.url;
      link.download = result.filename;
      link.click();
      tone('success');
      toast({ title: text.exportCompleted, description: text.exportCompletedText(result.filename || exportFilename(document.name, settings.format)) });
    } catch (error) {
      tone('error');
      toast({ title: text.exportFailed, description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    } finally {
      setExporting(undefined);
    }
  };

  const tabButton = (id: Tab) => (
    <button key={id} type="button" role="tab" aria-selected={tab === id} className={`rounded-lg px-4 py-2 text-sm font-medium ${tab === id ? 'bg-sky-700 text-white' : 'bg-slate-100 text-slate-700'}`} onClick={() => setTab(id)}>
      {text.tabs[id]}
    </button>
  );

  return (
    <ToolPage title={tool.title} description={tool.description} guide={scannerGuide} relatedToolIds={tool.relatedCardIds}>
      <div className="space-y-6">
        <HeavyEngineOfflineButton engine={scanPageOperation.worker} />
        <div role="tablist" className="flex gap-2">{(['scan', 'enhance', 'export'] as const).map(tabButton)}</div>

        <section className="space-y-4 rounded-2xl border border-slate-200 bg-surface p-4 shadow-sm" hidden={tab !== 'scan'}>
          <CameraPanel
            videoRef={camera.videoRef} devices={camera.devices} running={camera.running} busy={!settings.batchMode && scans.progress !== undefined} outline={outline}
            torchSupported={camera.torchSupported} torchOn={camera.torchOn} sound={settings.sound}
            onStart={start} onStop={camera.stop} onTorch={(on) => void camera.setTorch(on)} onSound={(sound) => setSettings({ ...settings, sound })}
            onCapture={captureFromCamera} onUpload={(file) => void upload(file)}
          />
          {batchPending > 0 && <p className="text-sm text-slate-700" role="status" data-testid="batch-pending">{text.batchPending(batchPending)}</p>}
          {scans.progress && (
            <div role="status" aria-live="polite" data-testid="scan-progress">
              <p className="text-sm text-slate-700">{text.steps[scans.progress.stage] ?? text.processing} · {scans.progress.percent}%</p>
              <div className="h-2 rounded bg-slate-200"><div className="h-2 rounded bg-sky-600" style={{ width: `${scans.progress.percent}%` }} /></div>
            </div>
          )}
          <SettingsForm settings={settings} onChange={setSettings} />
        </section>

        <section className="space-y-4 rounded-2xl border border-slate-200 bg-surface p-4 shadow-sm" hidden={tab !== 'enhance'}>
          {selected ? (
            <PageEditor document={selected}
              onEdit={(pageId, edits) => scans.editPage(selected.id, pageId, edits)}
              onMove={(pageId, by) => scans.movePage(selected.id, pageId, by)}
              onRemove={(pageId) => scans.removePage(selected.id, pageId)}
              onRecrop={(page, corners) => scans.recrop(selected.id, page, corners, settings)} />
          ) : <p className="text-sm text-slate-500">{text.selectDocument}</p>}
        </section>

        <section className="rounded-2xl border border-slate-200 bg-surface p-4 shadow-sm" hidden={tab !== 'export'}>
          <SettingsForm settings={settings} onChange={setSettings} />
        </section>

        <DocumentCards documents={scans.documents} selectedId={scans.selectedId} format={settings.format} exporting={exporting}
          onSelect={scans.setSelectedId} onExport={(document) => void exportDocument(document)} onDelete={scans.removeDocument} onDeleteAll={scans.removeAll} />
      </div>
    </ToolPage>
  );
}
