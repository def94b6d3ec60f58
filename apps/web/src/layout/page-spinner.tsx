import { useTranslation } from '@aura/i18n-catalog';
import { Spinner } from '@aura/ui-kit';

/** What a page shows while its chunk loads: a spinner where the page goes, as tall as a page, so nothing jumps. */
export function PageSpinner() {
  const { t } = useTranslation('app', { useSuspense: false });
  return (
    <div className="page-spinner">
      <Spinner size="lg" label={t('loading')} />
    </div>
  );
}

/**
 * What a popup shows while its chunk loads: the dialogs' own backdrop over the page with a spinner in the middle,
 * fixed over the layout so the page under it does not move.
 */
export function PopupSpinner() {
  const { t } = useTranslation('app', { useSuspense: false });
  return (
    <div className="popup-spinner">
      <Spinner size="lg" label={t('loading')} />
    </div>
  );
}
