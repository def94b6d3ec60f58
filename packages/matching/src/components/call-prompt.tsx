import { RechargeLink } from '@aura/auth';
import { useTranslation } from '@aura/i18n-catalog';
import { Button, Dialog } from '@aura/ui-kit';
import type { CallInvite, CallQuote, InviteNotice } from '../slice.ts';

export interface CallPromptProps {
  partnerName: string;
  /** What a call with the partner costs this side per minute. */
  quote: CallQuote | undefined;
  /** This side's coins now (the live wallet). */
  balance: number | undefined;
  /** Call was pressed: the price waits for a yes. */
  confirming: boolean;
  invite: CallInvite | undefined;
  notice: InviteNotice | undefined;
  /** beginMinCall is under way. */
  starting: boolean;
  onConfirm: () => void;
  onCancelConfirm: () => void;
  onAccept: () => void;
  /** Declines the partner's invitation, or takes this side's back. */
  onDecline: () => void;
}

const NOTICE_KEYS = {
  declined: 'matching.invite.declined',
  withdrawn: 'matching.invite.withdrawn',
  failed: 'matching.invite.failed',
  failedInsufficientCoins: 'matching.limits.insufficientCoins',
} as const;

/**
 * Going on from a match into a call, asked on both sides (issue 11): the price confirmed before the partner is
 * asked (coins per minute from the partner's yes, the balance beside it), the wait for the answer with a way to
 * take the invitation back, the partner's invitation with Accept and Decline (the inviter pays), and how the last
 * invitation ended.
 */
export function CallPrompt(props: CallPromptProps) {
  const { t } = useTranslation();
  const { partnerName: name, quote, invite, notice } = props;
  return (
    <>
      <Dialog
        open={props.confirming && quote !== undefined}
        onOpenChange={(open) => !open && props.onCancelConfirm()}
        title={t('matching.callConfirm.title', { name })}
        description={t('matching.callConfirm.price', {
          count: quote?.pricePerMinute ?? 0,
          price: quote?.pricePerMinute ?? 0,
          name,
        })}
        closeLabel={t('matching.callConfirm.cancel')}
        closeButton={false}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={props.onCancelConfirm}>
              {t('matching.callConfirm.cancel')}
            </Button>
            <Button onClick={props.onConfirm} disabled={quote?.canAfford === false}>
              {t('matching.callConfirm.ask', { name })}
            </Button>
          </>
        }
      >
        {props.balance !== undefined && (
          <p>{t('matching.callConfirm.balance', { count: props.balance, coins: props.balance })}</p>
        )}
        {quote?.canAfford === false && (
          <p role="alert">
            {t('matching.limits.insufficientCoins')} <RechargeLink newTab />
          </p>
        )}
      </Dialog>
      {invite?.from === 'mine' && (
        <p role="status" className="aura-match-invite">
          {t('matching.invite.waiting', { name, count: invite.pricePerMinute, price: invite.pricePerMinute })}{' '}
          <Button variant="secondary" size="sm" onClick={props.onDecline}>
            {t('matching.invite.withdraw')}
          </Button>
        </p>
      )}
      {invite?.from === 'theirs' && (
        <section role="alertdialog" aria-label={t('matching.invite.title')} className="aura-match-invite">
          <p>{t('matching.invite.asks', { name })}</p>
          <Button size="sm" onClick={props.onAccept} loading={props.starting}>
            {t('matching.invite.accept')}
          </Button>
          <Button variant="secondary" size="sm" onClick={props.onDecline}>
            {t('matching.invite.decline')}
          </Button>
        </section>
      )}
      {notice !== undefined && invite === undefined && (
        <p role="alert" className="aura-match-invite-notice">
          {t(NOTICE_KEYS[notice], { name })}
        </p>
      )}
    </>
  );
}
