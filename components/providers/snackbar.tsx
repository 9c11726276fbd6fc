'use client';

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';

type Kind = 'error' | 'success';
interface Note {
  id: number;
  kind: Kind;
  text: string;
}

const SnackbarContext = createContext<(kind: Kind, text: string) => void>(() => {});

const VISIBLE_MS = 6000;

/** Top-right alerts of spec section 8: error or success, text from the caller. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [notes, setNotes] = useState<Note[]>([]);
  const nextId = useRef(1);
  const t = useTranslations('common');
  const dismiss = useCallback((id: number) => setNotes((all) => all.filter((n) => n.id !== id)), []);
  const notify = useCallback(
    (kind: Kind, text: string) => {
      const id = nextId.current++;
      setNotes((all) => [...all.filter((n) => n.text !== text), { id, kind, text }].slice(-3));
      setTimeout(() => dismiss(id), VISIBLE_MS);
    },
    [dismiss],
  );
  return (
    <SnackbarContext.Provider value={notify}>
      {children}
      <div className="pointer-events-none fixed top-4 right-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2" aria-live="polite">
        {notes.map((note) => (
          <div
            key={note.id}
            role={note.kind === 'error' ? 'alert' : 'status'}
            data-kind={note.kind}
            className={`pointer-events-auto flex items-start gap-3 rounded-lg px-4 py-3 text-sm text-white shadow-lg ${note.kind === 'error' ? 'bg-red-700' : 'bg-emerald-700'}`}
          >
            <span className="flex-1">{note.text}</span>
            <button
              type="button"
              onClick={() => dismiss(note.id)}
              className="font-semibold opacity-80 hover:opacity-100"
              aria-label={t('close')}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </SnackbarContext.Provider>
  );
}

export function useSnackbar() {
  const notify = useContext(SnackbarContext);
  return useMemo(() => ({ error: (text: string) => notify('error', text), success: (text: string) => notify('success', text) }), [notify]);
}
