import { useTranslation } from '@aura/i18n-catalog';
import { Button, Countdown } from '@aura/ui-kit';
import { useState } from 'react';
import './auth-form.css';

export interface ResendCodeProps {
  /** The last send: its count changes with every send, restarting the wait of `resendAfterSeconds`. */
  sent: { sentCount: number; resendAfterSeconds: number };
  /** What is sent again, in the screens' words: a code ("New code in 00:42") or a mail ("Another mail in 00:42"). */
  of: 'code' | 'mail';
  pending: boolean;
  onResend: () => void;
}

// The catalog's words for sending a code again and for sending a mail again.
const WORDS = {
  code: { resend: 'auth.phone.resend', timer: 'auth.phone.resendTimer', waiting: 'auth.phone.resendIn' },
  mail: { resend: 'auth.email.resend', timer: 'auth.email.resendTimer', waiting: 'auth.email.resendIn' },
} as const;

// Stands for the countdown in the translated sentence, which is split around it (word order differs by language).
const TIME_MARK = '\u0000';

/** A countdown to when another code (or mail) may be asked for, then the button that asks. */
export function ResendCode({ sent, of, pending, onResend }: ResendCodeProps) {
  const { t } = useTranslation();
  const words = WORDS[of];
  const { sentCount, resendAfterSeconds: seconds } = sent;
  const [readyAfter, setReadyAfter] = useState(0);
  const ready = readyAfter === sentCount || seconds <= 0;
  if (!ready) {
    const [before = '', after = ''] = t(words.waiting, { time: TIME_MARK }).split(TIME_MARK);
    return (
      <p className="aura-auth-resend">
        {before}
        <Countdown
          key={sentCount}
          seconds={seconds}
          label={t(words.timer)}
          onDone={() => setReadyAfter(sentCount)}
        />
        {after}
      </p>
    );
  }
  return (
    <Button variant="ghost" loading={pending} onClick={onResend}>
      {t(words.resend)}
    </Button>
  );
}
