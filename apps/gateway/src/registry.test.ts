// The module list against what it must cover: every endpoint of @aura/contracts has a route on the built server,
// and every folder under src/modules is a module the server registers.
import { readFileSync, readdirSync } from 'node:fs';
import * as contracts from '@aura/contracts';
import type { Endpoint } from '@aura/contracts';
import { getTableName, isTable, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test/gateway.ts';
import * as allTables from './db/schema.ts';
import * as protocolTables from './protocol/schema.ts';
import * as providerTables from './providers/schema.ts';
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

describe('the tables', () => {
  it('each belong to one module (or to the protocol or the providers), and are the tables the migrations make', async () => {
    const owners = new Map<string, string[]>();
    const own = (owner: string, tables: Record<string, unknown>) => {
      for (const table of Object.values(tables).filter(isTable)) {
        const name = getTableName(table);
        owners.set(name, [...(owners.get(name) ?? []), owner]);
      }
    };
    for (const module of GATEWAY_MODULES) own(module.name, module.schema ?? {});
    own('protocol', protocolTables);
    own('providers', providerTables);
    const shared = [...owners].filter(([, by]) => by.length > 1);
    expect(shared).toEqual([]);
    const all = Object.values(allTables).filter(isTable).map(getTableName).sort();
    expect([...owners.keys()].sort()).toEqual(all);
    const made = (await gateway.services.database.db.execute(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { table_name: string }[] };
    expect(made.rows.map((row) => row.table_name).sort()).toEqual(all);
  });
});

describe('each module', () => {
  it('writes only its own tables (insert, update, delete); others it asks through their index', () => {
    // The tables by the name a module's schema.ts exports them under, which is the name code imports them by.
    const ownerOf = new Map<string, string>();
    for (const module of GATEWAY_MODULES) {
      for (const [name, table] of Object.entries(module.schema ?? {})) {
        if (isTable(table)) ownerOf.set(name, module.name);
      }
    }
    for (const [name, table] of Object.entries({ ...protocolTables, ...providerTables })) {
      if (isTable(table)) ownerOf.set(name, 'the kernel');
    }
    const modulesDir = new URL('./modules/', import.meta.url);
    const foreign: string[] = [];
    for (const module of GATEWAY_MODULES) {
      const files = readdirSync(new URL(`${module.name}/`, modulesDir), {
        recursive: true,
        encoding: 'utf8',
      });
      for (const file of files.filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))) {
        const source = readFileSync(new URL(`${module.name}/${file}`, modulesDir), 'utf8');
        for (const [, verb, name] of source.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g)) {
          const owner = ownerOf.get(name!);
          if (owner !== undefined && owner !== module.name) {
            foreign.push(`${module.name}/${file}: ${verb} ${name} (${owner}'s)`);
          }
        }
      }
    }
    expect(foreign).toEqual([]);
  });
});
