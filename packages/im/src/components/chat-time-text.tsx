import { useTranslation } from '@aura/i18n-catalog';
import { useState } from 'react';
import { chatTime } from '../chat-time.ts';

export interface ChatTimeTextProps {
  at: number;
  /** The viewer's now; the real one unless given (stories, tests). */
  now?: number;
}

/** A message's or a chat's time as spec §3 writes it: HH:mm, Yesterday HH:mm, or MM-DD HH:mm. */
export function ChatTimeText({ at, now }: ChatTimeTextProps) {
  const { t } = useTranslation('webChat');
  // The time when first shown: a list does not re-word itself while it is open.
  const [shownAt] = useState(() => Date.now());
  const shown = chatTime(at, now ?? shownAt);
  return (
    <time dateTime={new Date(at).toISOString()}>
      {shown.kind === 'yesterday' ? t('list.yesterday', { time: shown.time }) : shown.time}
    </time>
  );
}
