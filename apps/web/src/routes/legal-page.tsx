import { PROFILE_LIMITS, SNAPSHOT_LIMITS } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { PageFrame } from '../layout/page-frame.tsx';
import type { LegalPageName } from './legal-pages.ts';
import { useTabTitle } from './tab-title.ts';

/** Values the legal texts interpolate: numbers of the spec live in @aura/contracts only. */
const LEGAL_VALUES = {
  age: PROFILE_LIMITS.minAge,
  snapshotSeconds: SNAPSHOT_LIMITS.intervalMs / 1000,
  snapshotDays: SNAPSHOT_LIMITS.retentionDays,
};

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
