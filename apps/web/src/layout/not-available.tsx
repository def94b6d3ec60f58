import { EmptyState } from '@aura/ui-kit';
import type { ReactNode } from 'react';
import { ConstructionIcon } from './nav-icons.tsx';
import { PageFrame } from './page-frame.tsx';

export interface NotAvailableProps {
  /** The page's own title and purpose, so the frame says where the user is. */
  title: string;
  description: string;
  documentTitle?: string;
  /** "Not available yet" and a line on what that means. */
  notice: string;
  noticeBody: string;
  /** Where to go instead: a link home, say. */
  action?: ReactNode;
}

/**
 * A page whose feature is not built yet: the real frame (title, purpose, navigation around it) and a plain
 * "not available yet" in place of the content. Nothing on it pretends to work.
 */
export function NotAvailable({
  title,
  description,
  documentTitle,
  notice,
  noticeBody,
  action,
}: NotAvailableProps) {
  return (
    <PageFrame title={title} description={description} documentTitle={documentTitle}>
      <EmptyState
        className="not-available"
        icon={<ConstructionIcon />}
        title={notice}
        description={noticeBody}
        action={action}
      />
    </PageFrame>
  );
}
