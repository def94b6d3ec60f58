/** `__tcfapi(command, version, callback, parameter)` (IAB TCF v2.2 CMP API). */
export type TcfApi = (
  command?: string,
  version?: number,
  callback?: TcfCallback,
  parameter?: unknown,
) => unknown;
export type TcfCallback = (result: unknown, success: boolean) => void;
export type TcfQueuedCall = [string, number, TcfCallback, unknown?];

export interface TcfWindow {
  __tcfapi?: TcfApi;
}

interface StubOptions {
  gdprApplies: boolean;
  /** Called on the first command the stub cannot answer itself: time to load the CMP, which drains the queue. */
  onQueued: () => void;
}

const LOCATOR = '__tcfapiLocator';

/**
 * The IAB's CMP stub: `__tcfapi` answers `ping` at once, queues every other command for the CMP
 * (@iabtechlabtcf/cmpapi takes the queue over by calling `__tcfapi()` without arguments), and a `__tcfapiLocator`
 * frame with a `postMessage` bridge lets frames on the page find it. Installed before anything else runs.
 */
export function installTcfStub(win: Window, { gdprApplies, onQueued }: StubOptions): void {
  const page = win as Window & TcfWindow;
  if (page.__tcfapi) return;
  const queue: TcfQueuedCall[] = [];
  page.__tcfapi = (command, version, callback, parameter) => {
    if (command === undefined) return queue;
    if (command === 'ping') {
      callback?.(
        { gdprApplies, cmpLoaded: false, cmpStatus: 'stub', displayStatus: 'hidden', apiVersion: '2.2' },
        true,
      );
      return undefined;
    }
    if (typeof callback !== 'function') return undefined;
    queue.push([command, version ?? 2, callback, parameter]);
    if (queue.length === 1) onQueued();
    return undefined;
  };
  addLocator(win);
  win.addEventListener('message', (event: MessageEvent) => {
    let data: unknown = event.data;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data);
      } catch {
        return;
      }
    }
    const call = (
      data as { __tcfapiCall?: { command: string; version: number; parameter?: unknown; callId: unknown } }
    )?.__tcfapiCall;
    if (!call || typeof call.command !== 'string') return;
    page.__tcfapi?.(
      call.command,
      call.version,
      (returnValue, success) => {
        const reply = { __tcfapiReturn: { returnValue, success, callId: call.callId } };
        (event.source as WindowProxy | null)?.postMessage(
          typeof event.data === 'string' ? JSON.stringify(reply) : reply,
          '*',
        );
      },
      call.parameter,
    );
  });
}

function addLocator(win: Window): void {
  const doc = win.document;
  if (win.frames && (win.frames as unknown as Record<string, unknown>)[LOCATOR]) return;
  if (!doc.body) {
    doc.addEventListener('DOMContentLoaded', () => addLocator(win), { once: true });
    return;
  }
  const frame = doc.createElement('iframe');
  frame.style.display = 'none';
  frame.name = LOCATOR;
  frame.title = LOCATOR;
  doc.body.appendChild(frame);
}
