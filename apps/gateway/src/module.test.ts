import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonOption, UsageError } from './module.ts';

describe("a command's --json option", () => {
  const schema = z.object({ coins: z.number().int().positive() });

  it('reads what the schema takes', () => {
    expect(jsonOption('{"coins":5}', schema, 'reward', 'rewards set')).toEqual({ coins: 5 });
  });

  it('says it is not JSON, naming the command', () => {
    const error = (() => {
      try {
        jsonOption('{coins:5', schema, 'reward', 'rewards set');
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(UsageError);
    expect(error).toMatchObject({ message: '--json is not JSON', command: 'rewards set' });
  });

  it('says what is wrong where, for JSON of another shape', () => {
    expect(() => jsonOption('{"coins":-1}', schema, 'reward', 'rewards set')).toThrow(
      /^--json is no reward: coins: /,
    );
  });
});
