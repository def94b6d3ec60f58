import { useTranslation } from '@aura/i18n-catalog';
import { Button, Dialog, DialogClose } from '@aura/ui-kit';
import { formatCallDuration } from '../duration.ts';
import type { CallEnding } from '../slice.ts';

export interface CallOutcomeProps {
  /** How the call ended; closed without one. */
  ending: CallEnding | undefined;
  onClose: () => void;
}

/** How a call ended (spec §4 outcomes), how long it ran, and why when something went wrong (spec §8). */
export function CallOutcome({ ending, onClose }: CallOutcomeProps) {
  const { t } = useTranslation(['app', 'base']);
  // Failure messages come from a table (messages.ts), not literals the key types can check.
  const text = t as unknown as (key: string) => string;
  const lines = ending
    ? [
        ending.messageKey ? text(ending.messageKey) : t(`call.outcome.${ending.outcome}`),
        ending.durationSec > 0
          ? t('call.outcome.duration', { time: formatCallDuration(ending.durationSec) })
          : '',
      ].filter(Boolean)
    : [];
  return (
    <Dialog
      open={ending !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={t('call.outcome.title')}
      description={lines.join(' ')}
      closeLabel={t('call.outcome.close')}
      // The footer's Close is the one way out (and Escape): no second button of that name in the header.
      closeButton={false}
      size="sm"
      footer={
        <DialogClose>
          <Button>{t('call.outcome.close')}</Button>
        </DialogClose>
      }
    />
  );
}
