import { useEffect, useState } from 'react';

export interface DeviceInfo {
  userAgent: string;
  viewport: { width: number; height: number };
  screen: { width: number; height: number };
  pixelRatio: number;
  browserLanguages: readonly string[];
  online: boolean;
  touchPoints: number;
  touch: boolean;
  orientation: 'portrait' | 'landscape';
  standalone: boolean;
}

function read(): DeviceInfo {
  const touchPoints = navigator.maxTouchPoints ?? 0;
  return {
    userAgent: navigator.userAgent,
    viewport: { width: window.innerWidth, height: window.innerHeight },
    screen: { width: window.screen.width, height: window.screen.height },
    pixelRatio: window.devicePixelRatio,
    browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
    online: navigator.onLine,
    touchPoints,
    touch: touchPoints > 0 || 'ontouchstart' in window,
    orientation: window.matchMedia('(orientation: portrait)').matches ? 'portrait' : 'landscape',
    standalone: window.matchMedia('(display-mode: standalone)').matches,
  };
}

/** Device facts for support, kept current through resizes, rotation and connectivity changes. */
export function useDeviceInfo(): DeviceInfo {
  const [info, setInfo] = useState(read);
  useEffect(() => {
    const update = () => setInfo(read());
    const events = ['resize', 'orientationchange', 'online', 'offline'] as const;
    for (const name of events) window.addEventListener(name, update);
    return () => {
      for (const name of events) window.removeEventListener(name, update);
    };
  }, []);
  return info;
}
