import { useTranslation } from '@aura/i18n-catalog';
import { useCallback } from 'react';
import type { Message } from './message.ts';

type Translate = (key: string, values?: Message['values']) => string;

/** Translates Messages kept in the store (their keys come from tables, not literals the type checker sees). */
export function useMessageText(): (message: Message | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (message: Message | undefined) =>
      message ? (t as unknown as Translate)(message.key, message.values) : undefined,
    [t],
  );
}
