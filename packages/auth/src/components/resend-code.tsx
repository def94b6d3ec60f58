import { Button, Countdown } from '@aura/ui-kit';
import { useState } from 'react';
import './auth-form.css';

export interface ResendCodeProps {
  /** Changes with every send, restarting the wait. */
  sentCount: number;
  /** How long to wait before another may be asked for. */
  seconds: number;
  pending: boolean;
  onResend: () => void;
  /** "Send a new code". */
  label: string;
  /** Names the countdown ("Time until you can ask for a new code"). */
  timerLabel: string;
  /** The sentence around the countdown: `(time) => t('…resendIn', { time })` ("New code in 00:42"). */
  waitingText: (time: string) => string;
}

// Stands for the countdown in the translated sentence, which is split around it (word order differs by language).
const TIME_MARK = '\u0000';

/** A countdown to when another code (or mail) may be asked for, then the button that asks. */
export function ResendCode({
  sentCount,
  seconds,
  pending,
  onResend,
  label,
  timerLabel,
  waitingText,
}: ResendCodeProps) {
  const [readyAfter, setReadyAfter] = useState(0);
  const ready = readyAfter === sentCount || seconds <= 0;
  if (!ready) {
    const [before = '', after = ''] = waitingText(TIME_MARK).split(TIME_MARK);
    return (
      <p className="aura-auth-resend">
        {before}
        <Countdown
          key={sentCount}
          seconds={seconds}
          label={timerLabel}
          onDone={() => setReadyAfter(sentCount)}
        />
        {after}
      </p>
    );
  }
  return (
    <Button variant="ghost" loading={pending} onClick={onResend}>
      {label}
    </Button>
  );
}
