import { useTranslation } from '@aura/i18n-catalog';
import { Button, Dialog, DialogClose } from '@aura/ui-kit';
import type { ReactNode } from 'react';

export interface NoticeDialogProps {
  open: boolean;
  title: string;
  description: string;
  /** The label of the button that closes it. */
  closeText: string;
  onDismiss: () => void;
  /** Given, a Log in button dismisses the notice, then opens the login popup. */
  onLogIn?: () => void;
  children?: ReactNode;
}

/** A small dialog of the session's news; closing it in any way dismisses it. */
export function NoticeDialog({
  open,
  title,
  description,
  closeText,
  onDismiss,
  onLogIn,
  children,
}: NoticeDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onDismiss()}
      title={title}
      description={description}
      closeLabel={t('auth.session.close')}
      size="sm"
      footer={
        <>
          <DialogClose>
            <Button variant={onLogIn ? 'secondary' : undefined}>{closeText}</Button>
          </DialogClose>
          {onLogIn && (
            <Button
              onClick={() => {
                onDismiss();
                onLogIn();
              }}
            >
              {t('auth.session.logIn')}
            </Button>
          )}
        </>
      }
    >
      {children}
    </Dialog>
  );
}
