import type { ComponentType, ReactNode } from 'react';

/** One entry of the main navigation: where it goes, what it says, and whether it is the page shown. */
export interface NavItem {
  id: string;
  to: string;
  label: string;
  icon: ReactNode;
  current: boolean;
}

export interface NavLinkProps {
  to: string;
  className?: string;
  'aria-current'?: 'page';
  children: ReactNode;
}

/**
 * How a navigation entry becomes a link. The shell passes its router's link (which adds the language prefix and
 * navigates without reloading); stories and tests get a plain anchor.
 */
export type NavLinkComponent = ComponentType<NavLinkProps>;

export function PlainNavLink({ to, children, ...rest }: NavLinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
