import type { Command } from '../../module.ts';
import { KeyRing } from '../../protocol/keys.ts';

/** The RSA keys of the cipher (docs/protocol.md "Keys"). */
export const keyCommands: Record<string, Command> = {
  'keys rotate': {
    summary:
      'Makes a new RSA key the one gateways publish once restarted; older keys keep opening requests until their files are deleted.',
    options: {},
    async run(_options, context) {
      const key = KeyRing.open(context.config.keysDir).rotate();
      return { kid: key.kid, createdAt: key.createdAt.toISOString(), keysDir: context.config.keysDir };
    },
  },

  'keys list': {
    summary: 'Lists the RSA keys in the keys directory, oldest first, and which one is published.',
    options: {},
    async run(_options, context) {
      const ring = KeyRing.open(context.config.keysDir);
      return ring.list().map((key) => ({
        kid: key.kid,
        createdAt: key.createdAt.toISOString(),
        current: key.kid === ring.current.kid,
      }));
    },
  },
};
