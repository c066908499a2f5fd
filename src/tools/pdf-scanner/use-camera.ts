// The camera: the detected cameras (refreshed when devices change), start with the spec's
// constraints (ideally 1920 × 1080, facing the environment), stop releasing every track, and the
// torch where the track offers one. Browser APIs are touched in effects and handlers only.
import { useCallback, useEffect, useRef, useState } from 'react';
import { CAMERA_IDEAL } from '../../contract/pdf-scanner';

export interface CameraDevice {
  deviceId: string;
  label: string;
}

type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean };

export function useCamera() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [devices, setDevices] = useState<CameraDevice[]>([]);
  const [running, setRunning] = useState(false);
  const [torchSupported, setTorchSupported] = useState(false);
  const [torchOn, setTorchOn] = useState(false);

  const refreshDevices = useCallback(async () => {
    if (!navigator.mediaDevices?.enumerateDevices) return;
    const all = await navigator.mediaDevices.enumerateDevices();
    setDevices(all.filter((device) => device.kind === 'videoinput').map((device) => ({ deviceId: device.deviceId, label: device.label })));
  }, []);

  useEffect(() => {
    const media = navigator.mediaDevices;
    if (!media) return undefined;
    void refreshDevices();
    media.addEventListener('devicechange', refreshDevices);
    return () => media.removeEventListener('devicechange', refreshDevices);
  }, [refreshDevices]);

  const stop = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setRunning(false);
    setTorchOn(false);
    setTorchSupported(false);
  }, []);

  /** Throws when the camera cannot be opened (denied, absent, busy). */
  const start = useCallback(async (deviceId?: string) => {
    stop();
    if (!navigator.mediaDevices?.getUserMedia) throw new Error('No camera API in this browser.');
    const stream = await navigator.mediaDevices.getUserMedia({
      audio: false,
      video: {
        width: { ideal: CAMERA_IDEAL.width },
        height: { ideal: CAMERA_IDEAL.height },
        ...(deviceId ? { deviceId: { exact: deviceId } } : { facingMode: { ideal: 'environment' } }),
      },
    });
    streamRef.current = stream;
    const [track] = stream.getVideoTracks();
    setTorchSupported(Boolean((track?.getCapabilities?.() as TorchCapabilities | undefined)?.torch));
    if (videoRef.current) {
      videoRef.current.srcObject = stream;
      await videoRef.current.play().catch(() => undefined);
    }
    setRunning(true);
    // Labels are only given once a camera is allowed.
    void refreshDevices();
  }, [stop, refreshDevices]);

  const setTorch = useCallback(async (on: boolean) => {
    const [track] = streamRef.current?.getVideoTracks() ?? [];
    if (!track) return;
    await track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
    setTorchOn(on);
  }, []);

  useEffect(() => stop, [stop]);

  return { videoRef, devices, running, start, stop, torchSupported, torchOn, setTorch, liveTracks: () => streamRef.current?.getTracks().filter((track) => track.readyState === 'live').length ?? 0 };
}
