// Every endpoint @aura/contracts declares, found by shape among its exports: a new endpoint is in this list the
// moment it is exported, with no list to keep.
import * as contracts from '@aura/contracts';
import type { Endpoint } from '@aura/contracts';

function isEndpoint(value: unknown): value is Endpoint {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Endpoint>;
  return (
    typeof candidate.method === 'string' &&
    typeof candidate.path === 'string' &&
    typeof candidate.access === 'string' &&
    typeof candidate.input === 'object' &&
    typeof candidate.output === 'object'
  );
}

/** The endpoints among a module's exports, each once with the name it is exported under, sorted by name. */
export function endpointsIn(exports: Record<string, unknown>): { name: string; endpoint: Endpoint }[] {
  return Object.entries(exports)
    .flatMap(([name, value]) => (isEndpoint(value) ? [{ name, endpoint: value }] : []))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Every endpoint of @aura/contracts. */
export const ENDPOINTS = endpointsIn(contracts as Record<string, unknown>);
