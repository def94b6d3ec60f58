import { BackpackPage, type GiftsRootState } from '@aura/gifts';
import { useTranslation } from '@aura/i18n-catalog';
import { Spinner } from '@aura/ui-kit';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useTabTitle } from './tab-title.ts';

/** backpack (spec §2): the gifts the user owns (@aura/gifts), once the gifts' slice has joined the store. */
export function BackpackRoutePage() {
  const { t } = useTranslation();
  const title = useTabTitle(t('shell.pages.backpack.title'));
  useEffect(() => {
    document.title = title;
  }, [title]);
  const started = useSelector((state: Partial<GiftsRootState>) => state.gifts !== undefined);
  return started ? <BackpackPage /> : <Spinner />;
}
