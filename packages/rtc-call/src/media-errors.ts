import type { MediaFailure } from './slice.ts';

/**
 * getUserMedia's rejection as the permission prompt explains it. Browsers name the errors (DOMException `name`)
 * consistently since the spec settled them; older names (PermissionDeniedError, DevicesNotFoundError,
 * TrackStartError) still come from some embedded browsers.
 */
export function mediaFailureOf(error: unknown): MediaFailure {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'notFound';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'inUse';
    default:
      return 'unsupported';
  }
}
