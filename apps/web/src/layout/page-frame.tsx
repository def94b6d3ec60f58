import { useId, type ReactNode } from 'react';
import { useDocumentTitle } from './document-title.ts';
import './page-frame.css';

export interface PageFrameProps {
  title: string;
  /** One line under the title: what the page is for. */
  description?: ReactNode;
  /** The document title; the page title when not given. */
  documentTitle?: string;
  className?: string;
  children?: ReactNode;
}

/**
 * The frame of a page: its heading and what it is for. The heading is the page's one `h1`, focusable from script
 * so that the shell can move focus to it after a navigation; the document title follows it.
 */
export function PageFrame({ title, description, documentTitle, className, children }: PageFrameProps) {
  const titleId = useId();
  useDocumentTitle(documentTitle ?? title);
  return (
    <article className={['page-frame', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div className="page-frame-header">
        <h1 id={titleId} tabIndex={-1}>
          {title}
        </h1>
        {description && <p className="page-frame-description">{description}</p>}
      </div>
      {children}
    </article>
  );
}
