// The module list against what it must cover: every endpoint of @aura/contracts has a route on the built server,
// and every folder under src/modules is a module the server registers.
import { readdirSync } from 'node:fs';
import * as contracts from '@aura/contracts';
import type { Endpoint } from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test/gateway.ts';
import { GATEWAY_MODULES } from './registry.ts';

function isEndpoint(value: unknown): value is Endpoint {
  if (typeof value !== 'object' || value === null) return false;
  const { method, path, access, input, output } = value as Record<string, unknown>;
  return (
    typeof method === 'string' &&
    typeof path === 'string' &&
    typeof access === 'string' &&
    typeof input === 'object' &&
    typeof output === 'object'
  );
}

/** Every endpoint `@aura/contracts` exports, by its export name. */
const ENDPOINTS = Object.entries(contracts as Record<string, unknown>).filter(
  (entry): entry is [string, Endpoint] => isEndpoint(entry[1]),
);

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
  await gateway.app.ready();
});
afterAll(() => gateway.close());

describe('the gateway serves every endpoint of @aura/contracts', () => {
  it('finds the endpoints to check', () => {
    // A guard on the filter above: an empty list would make the next test pass vacuously.
    expect(ENDPOINTS.length).toBeGreaterThan(50);
  });

  it('has a route for each', () => {
    const missing = ENDPOINTS.filter(
      ([, endpoint]) => !gateway.app.hasRoute({ method: endpoint.method, url: endpoint.path }),
    ).map(([name, endpoint]) => `${name} (${endpoint.method} ${endpoint.path})`);
    expect(missing).toEqual([]);
  });
});

describe('the module list', () => {
  it('names every folder under src/modules once, by its folder name', () => {
    const folders = readdirSync(new URL('./modules/', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const names = GATEWAY_MODULES.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(folders);
  });
});
