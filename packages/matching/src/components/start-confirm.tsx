import type { MatchMode } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Button, Dialog } from '@aura/ui-kit';
import { useFaceToFaceRule } from './face-to-face-rule.ts';

export interface StartConfirmProps {
  open: boolean;
  mode: MatchMode;
  /** The coins the match to start costs. */
  price: number;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asked before a match that costs coins starts searching (issue 11, architecture §6 "a confirmation is asked where
 * the press itself does not say it"): Face to Face with its price and its 10-second rule, or a random match once
 * the free matches are used up, with its price.
 */
export function StartConfirm({ open, mode, price, onConfirm, onCancel }: StartConfirmProps) {
  const { t } = useTranslation();
  const faceToFaceRule = useFaceToFaceRule();
  const faceToFace = mode === 'faceToFace';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={faceToFace ? t('matching.startConfirm.faceToFaceTitle') : t('matching.startConfirm.paidTitle')}
      description={
        faceToFace ? faceToFaceRule(price) : t('matching.startConfirm.paid', { count: price, coins: price })
      }
      closeLabel={t('matching.startConfirm.cancel')}
      closeButton={false}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('matching.startConfirm.cancel')}
          </Button>
          <Button onClick={onConfirm}>
            {t('matching.startConfirm.start', { count: price, coins: price })}
          </Button>
        </>
      }
    />
  );
}
