import { useTranslation } from '@aura/i18n-catalog';

/** A page's title in the browser tab: the page, then the brand. */
export function useTabTitle(page: string): string {
  const { t } = useTranslation();
  return `${page} · ${t('brand')}`;
}
