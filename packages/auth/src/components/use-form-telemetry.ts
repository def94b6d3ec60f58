import { useCallback, useState } from 'react';
import { createFormTelemetry, type FormSignals, type TelemetryForm } from '../flows/phone/telemetry.ts';

/**
 * Feeds a form's key, pointer and paste events to a telemetry collector made when the form first renders (the
 * moment it is shown). `ref` is the form's ref callback. Native listeners in the capture phase: they only watch,
 * so they see every event even when a field stops its propagation, and they read nothing from an event but that
 * it happened (and, for a key, whether it is a held key repeating).
 */
export function useFormTelemetry(form: TelemetryForm): {
  ref: (element: HTMLFormElement | null) => (() => void) | undefined;
  snapshot: () => FormSignals;
} {
  const [collector] = useState(() => createFormTelemetry(form));
  const ref = useCallback(
    (element: HTMLFormElement | null) => {
      if (!element) return undefined;
      const listeners: [string, (event: Event) => void][] = [
        ['keydown', (event) => collector.keyPressed((event as KeyboardEvent).repeat)],
        ['pointerdown', () => collector.pointerPressed()],
        ['pointermove', () => collector.pointerMoved()],
        ['paste', () => collector.pasted()],
      ];
      const options = { capture: true, passive: true };
      for (const [type, listener] of listeners) element.addEventListener(type, listener, options);
      return () => {
        for (const [type, listener] of listeners) element.removeEventListener(type, listener, options);
      };
    },
    [collector],
  );
  return { ref, snapshot: collector.snapshot };
}
