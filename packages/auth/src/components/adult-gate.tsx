import { PROFILE_LIMITS } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Button, Dialog } from '@aura/ui-kit';
import { useState } from 'react';
import {
  ADULT_GATE_ITEM,
  ADULT_GATE_LEAVE_URL,
  defaultStorage,
  isAdultConfirmed,
  type AdultGateStorage,
} from './adult-confirmation.ts';

export interface AdultGateProps {
  /** Local storage unless given (stories and tests pass their own). */
  storage?: AdultGateStorage;
  /** Leaves the site; goes to ADULT_GATE_LEAVE_URL unless given. */
  onLeave?: () => void;
  /** Called once the visitor confirms their age (the shell holds other popups back until then). */
  onConfirm?: () => void;
}

/**
 * The 18+ gate of a first visit (spec §1): the site is for adults, so it asks once and remembers the answer.
 *
 * It cannot be skipped, and only "Leave" leaves: Escape and a press outside keep it up (a visitor who reaches for
 * Escape means "not now", not "take me to another site"). It has no close button (✕): on a gate that cannot be
 * dismissed a ✕ would either do nothing or leave the site, and a ✕ promises neither; the two footer buttons say
 * what each does.
 */
export function AdultGate({ storage = defaultStorage(), onLeave, onConfirm }: AdultGateProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => !isAdultConfirmed(storage));
  const age = { age: PROFILE_LIMITS.minAge };
  const leave = onLeave ?? (() => globalThis.location.assign(ADULT_GATE_LEAVE_URL));
  const confirm = () => {
    try {
      storage?.setItem(ADULT_GATE_ITEM, 'true');
    } catch {
      // Storage full or disabled: the gate asks again next visit, which is the safe side.
    }
    setOpen(false);
    onConfirm?.();
  };
  return (
    <Dialog
      open={open}
      title={t('auth.adultGate.title')}
      description={t('auth.adultGate.body', age)}
      closeLabel={t('auth.adultGate.leave')}
      closeButton={false}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={leave}>
            {t('auth.adultGate.leave')}
          </Button>
          <Button onClick={confirm}>{t('auth.adultGate.confirm', age)}</Button>
        </>
      }
    />
  );
}
