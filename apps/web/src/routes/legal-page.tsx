import { useTranslation } from '@aura/i18n-catalog';
import { PageFrame } from '../layout/page-frame.tsx';
import { LEGAL_VALUES, type LegalPageName } from './legal-pages.ts';
import { useTabTitle } from './tab-title.ts';

/**
 * A legal or information page: its title from the catalog's `legal.<page>` (the footer links by it) and its
 * paragraphs from the `legal` namespace, which loads with the page (docs/performance.md).
 */
export function LegalPage({ page }: { page: LegalPageName }) {
  const { t } = useTranslation(['app', 'legal']);
  const title = t(`legal.${page}.title`);
  const paragraphs: Record<string, string> = t(`legal:${page}.paragraphs`, {
    ...LEGAL_VALUES,
    returnObjects: true,
  });
  return (
    <PageFrame title={title} documentTitle={useTabTitle(title)} className="legal-page">
      {Object.entries(paragraphs).map(([key, text]) => (
        <p key={key}>{text}</p>
      ))}
    </PageFrame>
  );
}
