import { PlainNavLink, type NavItem, type NavLinkComponent } from './nav-links.tsx';
import './nav-bar.css';

export interface NavBarProps {
  /** The navigation landmark's name. */
  label: string;
  items: readonly NavItem[];
  link?: NavLinkComponent;
}

/** The main navigation in the header, on tablets and desktops. The page shown is marked `aria-current`. */
export function NavBar({ label, items, link: Link = PlainNavLink }: NavBarProps) {
  return (
    <nav className="nav-bar" aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={item.to} className="nav-bar-link" aria-current={item.current ? 'page' : undefined}>
              {item.icon}
              <span>{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
