import type { ReactNode } from 'react';
import { primaryActionClass } from './styles';

export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <button type="submit" disabled={busy} aria-busy={busy} className={`w-full ${primaryActionClass}`}>
      {busy ? busyLabel : children}
    </button>
  );
}
