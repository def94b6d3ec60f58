import { PlainNavLink, type NavItem, type NavLinkComponent } from './nav-links.tsx';
import './bottom-tabs.css';

export interface BottomTabsProps {
  /** The navigation landmark's name. */
  label: string;
  items: readonly NavItem[];
  link?: NavLinkComponent;
}

/**
 * The main navigation on phones: a tab bar fixed to the bottom of the screen, in reach of the thumb. The page
 * shown is marked `aria-current`.
 */
export function BottomTabs({ label, items, link: Link = PlainNavLink }: BottomTabsProps) {
  return (
    <nav className="bottom-tabs" aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={item.to} className="bottom-tabs-link" aria-current={item.current ? 'page' : undefined}>
              {item.icon}
              <span>{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
