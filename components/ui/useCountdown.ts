'use client';

import { useEffect, useState } from 'react';

/** The seconds left until `resendSeconds` (from the last answer) have passed, ticking once a second. */
export function useCountdown(): [number, (seconds: number) => void] {
  const [until, setUntil] = useState(0);
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
