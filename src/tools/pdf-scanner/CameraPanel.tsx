// The Scan tab's camera: selector, Start/Stop, Grid, Flash, Sound, the 500 px preview with the live
// outline and the capture button (at the bottom, within thumb reach on a phone), zoom, and upload.
import { useRef, useState } from 'react';
import { Camera, CameraOff, Grid3x3, Minus, Plus, Upload, Volume2, VolumeX, Zap } from 'lucide-react';
import { ZOOM_RULE, type Quad } from '../../contract/pdf-scanner';
import type { CameraDevice } from './use-camera';
import { OutlineOverlay } from './OutlineOverlay';
import { scannerTexts as text } from './texts';

interface CameraPanelProps {
  videoRef: React.RefObject<HTMLVideoElement | null>;
  devices: CameraDevice[];
  running: boolean;
  busy: boolean;
  outline: Quad | null;
  torchSupported: boolean;
  torchOn: boolean;
  sound: boolean;
  onStart: (deviceId?: string) => void;
  onStop: () => void;
  onTorch: (on: boolean) => void;
  onSound: (on: boolean) => void;
  onCapture: () => void;
  onUpload: (file: File) => void;
}

export function CameraPanel(props: CameraPanelProps) {
  const { videoRef, devices, running, busy, outline, torchSupported, torchOn, sound } = props;
  const [deviceId, setDeviceId] = useState('');
  const [grid, setGrid] = useState(false);
  const [zoom, setZoom] = useState(100);
  const upload = useRef<HTMLInputElement>(null);
  const zoomBy = (step: number) => setZoom((value) => Math.min(ZOOM_RULE.max, Math.max(ZOOM_RULE.min, value + step)));

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <label className="text-sm font-medium text-slate-700" htmlFor="scanner-camera">{text.cameraLabel}</label>
        <select id="scanner-camera" className="rounded-lg border border-slate-300 px-2 py-1.5 text-sm" value={deviceId} onChange={(event) => setDeviceId(event.target.value)}>
          <option value="">{text.defaultCamera}</option>
          {devices.map((device, index) => <option key={device.deviceId || index} value={device.deviceId}>{device.label || text.cameraNumbered(index)}</option>)}
        </select>
        {running
          ? <button type="button" className="btn-secondary" onClick={props.onStop}><CameraOff className="size-4" aria-hidden /> {text.stop}</button>
          : <button type="button" className="btn-primary" onClick={() => props.onStart(deviceId || undefined)}><Camera className="size-4" aria-hidden /> {text.start}</button>}
        <button type="button" className="btn-secondary" aria-pressed={grid} onClick={() => setGrid(!grid)}><Grid3x3 className="size-4" aria-hidden /> {text.grid}</button>
        <button type="button" className="btn-secondary" aria-pressed={torchOn} disabled={!torchSupported} title={torchSupported ? undefined : text.flashUnavailable} onClick={() => props.onTorch(!torchOn)}>
          <Zap className="size-4" aria-hidden /> {text.flash}
        </button>
        <button type="button" className="btn-secondary" aria-pressed={sound} onClick={() => props.onSound(!sound)}>
          {sound ? <Volume2 className="size-4" aria-hidden /> : <VolumeX className="size-4" aria-hidden />} {text.sound}
        </button>
      </div>
      {running && !torchSupported && <p className="text-xs text-slate-500">{text.flashUnavailable}</p>}

      {/* A viewfinder is dark in either theme: white text keeps the day palette inside it (src/theme/dark-palette.css). */}
      <div className="relative flex h-[500px] items-center justify-center overflow-hidden rounded-xl bg-slate-900 text-white" aria-label={text.preview}>
        <div className="relative max-h-full max-w-full" style={{ transform: `scale(${zoom / 100})` }}>
          <video ref={videoRef} className={running ? 'block max-h-[500px] max-w-full' : 'hidden'} muted playsInline data-testid="scanner-video" />
          {running && grid && (
            <div className="pointer-events-none absolute inset-0 grid grid-cols-3 grid-rows-3" data-testid="scanner-grid">
              {Array.from({ length: 9 }, (_, index) => <div key={index} className="border border-white/30" />)}
            </div>
          )}
          {running && <OutlineOverlay outline={outline} label={text.outlineFound} />}
        </div>
        {!running && <p className="px-6 text-center text-sm text-slate-300">{text.cameraOff}</p>}
        {running && (
          <button type="button" className="absolute bottom-4 left-1/2 flex size-16 -translate-x-1/2 items-center justify-center rounded-full border-4 border-white bg-sky-600 text-white shadow-lg disabled:opacity-50" onClick={props.onCapture} disabled={busy} aria-label={text.capture}>
            <Camera className="size-7" aria-hidden />
          </button>
        )}
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-slate-700">{text.zoom}</span>
        <button type="button" className="btn-secondary" onClick={() => zoomBy(-ZOOM_RULE.step!)} disabled={zoom <= ZOOM_RULE.min} aria-label={text.zoomOut}><Minus className="size-4" aria-hidden /></button>
        <output className="w-14 text-center text-sm" data-testid="scanner-zoom">{zoom}%</output>
        <button type="button" className="btn-secondary" onClick={() => zoomBy(ZOOM_RULE.step!)} disabled={zoom >= ZOOM_RULE.max} aria-label={text.zoomIn}><Plus className="size-4" aria-hidden /></button>
        <button type="button" className="btn-secondary ml-auto" onClick={() => upload.current?.click()} disabled={busy}><Upload className="size-4" aria-hidden /> {text.uploadImage}</button>
        <input ref={upload} type="file" accept="image/*" className="hidden" data-testid="scanner-upload" onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) props.onUpload(file);
        }} />
      </div>
    </div>
  );
}
