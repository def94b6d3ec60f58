import { useTranslation } from '@aura/i18n-catalog';
import { Button, Dialog, DialogClose } from '@aura/ui-kit';
import './pwa.css';

export interface SafariInstallGuideProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The Safari install prompt (spec §2): Safari offers no install button, so the steps of "Add to Home Screen". */
export function SafariInstallGuide({ open, onOpenChange }: SafariInstallGuideProps) {
  const { t } = useTranslation('wheel');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      closeLabel={t('pwa.install.safari.close')}
      title={t('pwa.install.safari.title')}
      footer={
        <DialogClose>
          <Button>{t('pwa.install.safari.close')}</Button>
        </DialogClose>
      }
    >
      <ol className="pwa-steps">
        <li>{t('pwa.install.safari.step1')}</li>
        <li>{t('pwa.install.safari.step2')}</li>
        <li>{t('pwa.install.safari.step3')}</li>
      </ol>
    </Dialog>
  );
}
