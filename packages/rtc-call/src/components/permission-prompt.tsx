import { useTranslation } from '@aura/i18n-catalog';
import { Button, Dialog, DialogClose } from '@aura/ui-kit';
import { MEDIA_FAILURE_KEYS } from '../messages.ts';
import type { MediaFailure } from '../slice.ts';

export interface PermissionPromptProps {
  /** Why the camera or microphone could not be used; closed without one. */
  failure: MediaFailure | undefined;
  onClose: () => void;
}

/**
 * Spec §2 "RTC permission limit" and §8 "Camera and microphone access needed": shown when the browser refused the
 * camera or microphone before a call, with what to do about it.
 */
export function PermissionPrompt({ failure, onClose }: PermissionPromptProps) {
  const { t } = useTranslation();
  // The texts come from a table (MEDIA_FAILURE_KEYS), not literals the key types can check.
  const text = t as unknown as (key: string) => string;
  return (
    <Dialog
      open={failure !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={t('call.permission.title')}
      description={failure && text(MEDIA_FAILURE_KEYS[failure])}
      closeLabel={t('call.permission.close')}
      size="sm"
      footer={
        <DialogClose>
          <Button>{t('call.permission.close')}</Button>
        </DialogClose>
      }
    />
  );
}
