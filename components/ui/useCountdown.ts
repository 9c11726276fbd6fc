'use client';

import { useEffect, useState } from 'react';

/**
 * The seconds left of a wait (a resend cool-down), ticking once a second; `start(seconds)` begins a new one.
 * `initialSeconds` is a wait already running when the page was rendered.
 */
export function useCountdown(initialSeconds = 0): [number, (seconds: number) => void] {
  const [until, setUntil] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [until, now]);
  const start = (seconds: number) => {
    const current = Date.now();
    setNow(current);
    setUntil(current + seconds * 1000);
  };
  return [Math.max(0, Math.ceil((until - now) / 1000)), start];
}
