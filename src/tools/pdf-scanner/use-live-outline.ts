// The page's outline over the running preview: a small copy of the frame goes to the scanner
// worker a few times a second; the answer is kept as shares of the frame, for an SVG overlay.
import { useEffect, useState, type RefObject } from 'react';
import { findOutline } from '../../api/scanner';
import type { Quad } from '../../contract/pdf-scanner';
import { grabVideoFrame } from './frames';

const OUTLINE_INTERVAL_MS = 350;
const OUTLINE_FRAME_SIDE = 480;

export function useLiveOutline(videoRef: RefObject<HTMLVideoElement | null>, running: boolean): Quad | null {
  const [outline, setOutline] = useState<Quad | null>(null);
  useEffect(() => {
    setOutline(null);
    if (!running) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = async () => {
      const video = videoRef.current;
      const frame = video ? grabVideoFrame(video, OUTLINE_FRAME_SIDE) : undefined;
      if (frame) {
        try {
          const { corners } = await findOutline(frame);
          if (!stopped) setOutline(corners ? (corners.map((point) => ({ x: point.x / frame.width, y: point.y / frame.height })) as Quad) : null);
        } catch {
          // One frame not looked at: the next one is.
        }
      }
      if (!stopped) timer = setTimeout(look, OUTLINE_INTERVAL_MS);
    };
    void look();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [videoRef, running]);
  return outline;
}
