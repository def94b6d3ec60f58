import { useTranslation } from '@aura/i18n-catalog';
import type { MessageRef } from '../slice.ts';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The words of a message kept in the state (a catalog key with its values), in the page's language. */
export function useMessage(): (ref: MessageRef | undefined) => string | undefined {
  const { t } = useTranslation('profile');
  return (ref) => (ref ? (t as unknown as Translate)(ref.key, ref.values) : undefined);
}

/** `t` of the profile namespace that also takes keys of the other namespaces (`base:…`, `app:…`). */
export function useText(): Translate {
  const { t } = useTranslation('profile');
  return t as unknown as Translate;
}
