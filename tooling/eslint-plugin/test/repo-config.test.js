// The repository's own lint configuration (eslint.config.js at the root, what `npm test` runs) rejects deep and
// upward imports with a message that says what to import instead.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function lint(code, path) {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, path) });
  return result.messages;
}

describe('the root lint configuration', () => {
  it('fails a deep import and says to import the package instead', async () => {
    const messages = await lint(
      "import { MOBILE_MAX_WIDTH_PX } from '@aura/contracts/src/limits.ts';\nexport const width = MOBILE_MAX_WIDTH_PX;\n",
      'packages/ui-kit/src/deep-import-probe.ts',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ ruleId: 'aura/layers', severity: 2 });
    expect(messages[0].message).toContain("Import '@aura/contracts' (its public entry) instead");
  });

  it('fails an upward import and names the layer order', async () => {
    const messages = await lint(
      "import { createStore } from '@aura/web';\nexport const store = createStore;\n",
      'packages/ui-kit/src/upward-import-probe.ts',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ ruleId: 'aura/layers', severity: 2 });
    expect(messages[0].message).toContain("@aura/ui-kit (layer 'ui') may not import @aura/web (layer 'app')");
    expect(messages[0].message).toContain("'@aura/contracts'");
  });

  it('fails a source file over 400 lines, and leaves a test file of any length alone', async () => {
    const long = Array.from({ length: 401 }, (_, i) => `export const line${i} = ${i};`).join('\n') + '\n';
    const source = await lint(long, 'packages/ui-kit/src/long-probe.ts');
    expect(source.map((message) => message.ruleId)).toEqual(['max-lines']);
    expect(await lint(long, 'packages/ui-kit/src/long-probe.test.ts')).toEqual([]);
  });

  it('fails a file name that is not kebab-case', async () => {
    const messages = await lint('export const x = 1;\n', 'packages/ui-kit/src/TextField.ts');
    expect(messages.map((message) => message.ruleId)).toEqual(['aura/filename-case']);
  });

  it('fails a gateway module reaching inside another module, and one importing the composition root', async () => {
    const deep = await lint(
      "import { PresenceService } from '../presence/service.ts';\nexport const presence = PresenceService;\n",
      'apps/gateway/src/modules/hosts/boundary-probe.ts',
    );
    expect(deep.map((message) => message.ruleId)).toEqual(['aura/gateway-modules']);
    expect(deep[0].message).toContain("Import '../presence/index.ts' instead");
    const root = await lint(
      "import { startServices } from '../../services.ts';\nexport const start = startServices;\n",
      'apps/gateway/src/modules/hosts/root-probe.ts',
    );
    expect(root.map((message) => message.ruleId)).toEqual(['aura/gateway-modules']);
    expect(root[0].message).toContain('composition root (src/services.ts)');
  });

  it('accepts a gateway module importing another through its index', async () => {
    const messages = await lint(
      "import { PresenceService } from '../presence/index.ts';\nexport const presence = PresenceService;\n",
      'apps/gateway/src/modules/hosts/index-probe.ts',
    );
    expect(messages).toEqual([]);
  });

  it('accepts a correct import', async () => {
    const messages = await lint(
      "import { MOBILE_MAX_WIDTH_PX } from '@aura/contracts';\nexport const width = MOBILE_MAX_WIDTH_PX;\n",
      'packages/ui-kit/src/correct-import-probe.ts',
    );
    expect(messages).toEqual([]);
  });
});
