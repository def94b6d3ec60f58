import * as RadixToast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { useIsMobile } from '../viewport.ts';
import { CloseGlyph, ToneGlyph } from './glyphs.tsx';
import { IconButton } from './icon-button.tsx';
import './toast.css';

export type ToastTone = 'info' | 'success' | 'warning' | 'danger';

export interface ToastOptions {
  title: string;
  description?: string;
  tone: ToastTone;
  /** How long the toast stays up; the provider's `durationMs` when left out. Hovering or focusing pauses it. */
  durationMs?: number;
}

/** Shows a toast; the function it returns closes that toast early. */
export type ShowToast = (options: ToastOptions) => () => void;

export interface ToastProviderProps {
  children?: ReactNode;
  /** Spoken before each toast so it is recognised as one ("Notification"). */
  label: string;
  /** Names the toasts' landmark; `{hotkey}` becomes the shortcut that focuses it ("Notifications ({hotkey})"). */
  viewportLabel: string;
  /** The accessible name of each toast's close button ("Dismiss"). */
  dismissLabel: string;
  /** Default time on screen. */
  durationMs?: number;
}

interface ToastEntry extends ToastOptions {
  id: number;
  open: boolean;
}

const ToastContext = createContext<ShowToast | null>(null);

/**
 * Holds the toasts of the app and shows them at the bottom on phones and at the top right on wider screens.
 * Danger toasts are announced assertively, the rest politely.
 */
export function ToastProvider({
  children,
  label,
  viewportLabel,
  dismissLabel,
  durationMs = 5000,
}: ToastProviderProps) {
  const isMobile = useIsMobile();
  const [entries, setEntries] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);

  const close = useCallback((id: number) => {
    setEntries((current) => current.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)));
  }, []);

  const toast = useCallback<ShowToast>(
    (options) => {
      const id = nextId.current++;
      // Closed toasts stay until the next one arrives so that their exit animation can play.
      setEntries((current) => [...current.filter((entry) => entry.open), { ...options, id, open: true }]);
      return () => close(id);
    },
    [close],
  );

  return (
    <ToastContext.Provider value={toast}>
      <RadixToast.Provider label={label} duration={durationMs} swipeDirection={isMobile ? 'down' : 'right'}>
        {children}
        {entries.map((entry) => (
          <RadixToast.Root
            key={entry.id}
            className="aura-toast"
            data-tone={entry.tone}
            type={entry.tone === 'danger' ? 'foreground' : 'background'}
            duration={entry.durationMs}
            open={entry.open}
            onOpenChange={(open) => {
              if (!open) close(entry.id);
            }}
          >
            <ToneGlyph className="aura-toast-icon" tone={entry.tone} />
            <div className="aura-toast-text">
              <RadixToast.Title className="aura-toast-title">{entry.title}</RadixToast.Title>
              {entry.description && (
                <RadixToast.Description className="aura-toast-description">
                  {entry.description}
                </RadixToast.Description>
              )}
            </div>
            <RadixToast.Close asChild>
              <IconButton
                className="aura-toast-close"
                variant="ghost"
                size="sm"
                label={dismissLabel}
                icon={<CloseGlyph />}
              />
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport
          className="aura-toast-viewport"
          data-placement={isMobile ? 'bottom' : 'top-right'}
          label={viewportLabel}
        />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

/** The `toast()` function of the nearest `ToastProvider`. */
export function useToast(): ShowToast {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast() needs a <ToastProvider> above it');
  return toast;
}
