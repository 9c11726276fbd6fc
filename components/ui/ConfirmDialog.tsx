'use client';

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { primaryActionClass } from './styles';

interface ConfirmDialogProps {
  open: boolean;
  /** Escape, a click outside or `keep`: nothing is done. Not offered while the confirmed call runs. */
  onClose: () => void;
  onConfirm: () => void;
  busy: boolean;
  title: string;
  /** What confirming will do, in words. */
  children: ReactNode;
  keep: string;
  proceed: string;
  busyLabel: string;
  proceedTestId?: string;
}

/** A question asked before a call that cannot be taken back (a plan upgrade, cancelling an order), with its two answers. */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  busy,
  title,
  children,
  keep,
  proceed,
  busyLabel,
  proceedTestId,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="flex w-full max-w-md flex-col gap-4 rounded-xl bg-white p-6 shadow-xl dark:bg-slate-900">
          <DialogTitle className="text-lg font-bold">{title}</DialogTitle>
          {children}
          <div className="flex flex-wrap justify-end gap-3">
            <button
              type="button"
              onClick={onClose}
              disabled={busy}
              className="rounded-md border border-slate-300 px-4 py-2.5 font-semibold dark:border-slate-600"
            >
              {keep}
            </button>
            <button
              type="button"
              onClick={onConfirm}
              disabled={busy}
              aria-busy={busy}
              className={primaryActionClass}
              data-testid={proceedTestId}
            >
              {busy ? busyLabel : proceed}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
