import { RechargeLink } from '@aura/auth';
import { useTranslation } from '@aura/i18n-catalog';
import { Button, Dialog, DialogClose, formatCallDuration } from '@aura/ui-kit';
import { useMemo } from 'react';
import './call.css';
import type { CallCost, CallEnding } from '../slice.ts';

export interface CallOutcomeProps {
  /** How the call ended; closed without one. */
  ending: CallEnding | undefined;
  /** The caller's coins left, as the live wallet says now. */
  balance?: number | undefined;
  onClose: () => void;
}

/**
 * How a call ended (spec §4 outcomes), how long it ran, and why when something went wrong (spec §8). A call that
 * was connected shows what it came to (architecture §6, "end screens show the cost"): the minutes paid, and the
 * coins spent with the balance left for the caller, or the points earned for the callee.
 */
export function CallOutcome({ ending, balance, onClose }: CallOutcomeProps) {
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
    >
      {ending?.cost && <CostLines cost={ending.cost} balance={balance} />}
      {ending?.messageKey === 'base:coins.insufficientForCall' && <RechargeLink onFollow={onClose} />}
    </Dialog>
  );
}

function CostLines({ cost, balance }: { cost: CallCost; balance: number | undefined }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const number = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const rows: [string, number][] = [[t('call.outcome.minutes'), cost.minutes]];
  if (cost.role === 'caller') {
    rows.push([t('call.outcome.spent'), cost.amount]);
    if (balance !== undefined) rows.push([t('call.outcome.balanceLeft'), balance]);
  } else if (cost.amount > 0) rows.push([t('call.outcome.earned'), cost.amount]);
  return (
    <dl className="aura-call-outcome-cost" aria-label={t('call.cost.label')}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{number.format(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
