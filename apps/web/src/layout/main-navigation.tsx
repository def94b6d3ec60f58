import { APP_ROUTES } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Link, useRouterState, type LinkProps } from '@tanstack/react-router';
import { MatchIcon, MessagesIcon, ShopIcon, WallIcon } from './nav-icons.tsx';
import type { NavItem, NavLinkProps } from './nav-links.tsx';
import { UnreadBadge } from './unread-badge.tsx';

/** The main sections, in the header on wide screens and in the bottom tab bar on phones. */
const SECTIONS = [
  { id: 'wall', to: APP_ROUTES.wall, label: 'shell.nav.wall', icon: <WallIcon /> },
  { id: 'matching', to: APP_ROUTES.matching, label: 'shell.nav.matching', icon: <MatchIcon /> },
  {
    id: 'message',
    to: APP_ROUTES.message,
    label: 'shell.nav.message',
    icon: (
      <>
        <MessagesIcon />
        <UnreadBadge />
      </>
    ),
  },
  { id: 'shop', to: APP_ROUTES.shop, label: 'shell.nav.shop', icon: <ShopIcon /> },
] as const;

/** Whether `path` is the section at `to` or a page inside it (a chat is inside messages). */
export function isInSection(path: string, to: string): boolean {
  return path === to || path.startsWith(`${to}/`);
}

/** The main navigation's entries, the one shown marked current. */
export function useMainNavItems(): NavItem[] {
  const { t } = useTranslation();
  const path = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).pathname });
  return SECTIONS.map(({ id, to, label, icon }) => ({
    id,
    to,
    label: t(label),
    icon,
    current: isInSection(path, to),
  }));
}

/** The router's link for the navigation: keeps the language prefix, navigates without a reload. */
export function RouterNavLink({ to, children, ...rest }: NavLinkProps) {
  return (
    <Link to={to as LinkProps['to']} {...rest}>
      {children}
    </Link>
  );
}
