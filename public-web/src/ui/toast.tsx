import { createContext, ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { toastsAfterNavigation, type PageScoped } from './toast-scope';

export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** How long it stays, in ms. */
  durationMs?: number;
  /** Shown right before navigating away: it stays on the next page. Otherwise it ends with the page it was shown on. */
  followsNavigation?: boolean;
}

interface Toast extends Required<Omit<ToastInput, 'description' | 'followsNavigation'>>, PageScoped {
  id: number;
  description?: string;
}

interface ToastApi {
  show(toast: ToastInput): void;
  dismiss(id: number): void;
}

const ToastContext = createContext<ToastApi | null>(null);

const DEFAULT_DURATION_MS = 5000;
const MAX_VISIBLE = 3;

/** One live region for every toast on the site; errors are announced assertively. Sits inside the router. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const { pathname } = useLocation();
  const page = useRef(pathname);

  useEffect(() => {
    if (page.current === pathname) return;
    page.current = pathname;
    setToasts((current) => toastsAfterNavigation(current, pathname));
  }, [pathname]);

  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (input: ToastInput) => {
      const { followsNavigation = false, ...rest } = input;
      const toast: Toast = { id: nextId.current++, variant: 'default', durationMs: DEFAULT_DURATION_MS, ...rest, page: page.current, followsNavigation };
      setToasts((current) => [...current, toast].slice(-MAX_VISIBLE));
      window.setTimeout(() => dismiss(toast.id), toast.durationMs);
    },
    [dismiss],
  );
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toasts" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={`toast toast--${toast.variant}`} role={toast.variant === 'error' ? 'alert' : 'status'}>
            <div className="toast__body">
              <p className="toast__title">{toast.title}</p>
              {toast.description && <p className="toast__description">{toast.description}</p>}
            </div>
            <button type="button" className="toast__close" aria-label="Dismiss notification" onClick={() => dismiss(toast.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
