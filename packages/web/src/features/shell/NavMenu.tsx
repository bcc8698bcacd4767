import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { ADMIN_LINK_FLAGS, hasAccess } from '@darts/core/account/access';
import type { MenuItem } from '@darts/core/contract/site';
import { loginHref } from '#web/api/account';
import { useShell } from '#web/appState/AppContext';
import { SignOutForm } from '#web/features/account/SignOutForm';
import { useAccount } from '#web/features/account/queries';
import { useLocation } from '#web/routing/location';
import { divisionMenuItems, isDivisionActive } from './divisionMenu';
import { returnPath } from './links';
import { divisionsQuery, seasonsQuery, useSite } from '#web/features/site/queries';

/*
 * Bootstrap 5's navbar markup written by hand (docs/decisions/006): react-bootstrap's Navbar
 * brings its transition and Offcanvas code (~12 kB gzip) to every page for one toggle. The
 * toggler is a real button with aria-expanded / aria-controls; the items are a list of links.
 * The collapse opens and closes without Bootstrap's height animation.
 */

function Item({ to, active = false, children }: { to: string; active?: boolean; children: ReactNode }) {
  return (
    <li className="nav-item">
      <Link
        to={to}
        className={active ? 'nav-link active' : 'nav-link'}
        aria-current={active ? 'page' : undefined}
      >
        {children}
      </Link>
    </li>
  );
}

/** Server routes (sign in) and other sites are plain links: a full page load. */
function ExternalItem({ href, children }: { href: string; children: ReactNode }) {
  return (
    <li className="nav-item">
      <a href={href} className="nav-link">
        {children}
      </a>
    </li>
  );
}

/** Configured items are site paths (client-side links) or full addresses (plain links). */
function ConfiguredItem({ item, pathname }: { item: MenuItem; pathname: string }) {
  const internal = item.url.startsWith('/') && !item.url.startsWith('//') && !item.url.startsWith('/api/');
  return internal ? (
    <Item to={item.url} active={pathname === item.url}>
      {item.text}
    </Item>
  ) : (
    <ExternalItem href={item.url}>{item.text}</ExternalItem>
  );
}

export function NavMenu() {
  const location = useLocation();
  const { kiosk } = useShell();
  const site = useSite();
  const { account } = useAccount();
  const seasons = useQuery(seasonsQuery()).data ?? [];
  const divisions = useQuery(divisionsQuery()).data ?? [];
  const toggler = useRef<HTMLButtonElement>(null);
  // The menu is open only for the address it was opened on, and choosing a link in it closes it
  // (also a link to the page already shown), so every route change collapses it.
  const address = location.pathname + location.search + location.hash;
  const [expandedAt, setExpandedAt] = useState<string | null>(null);
  const expanded = expandedAt === address;
  const onMenuClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setExpandedAt(null);
  };

  const here = returnPath(location.pathname, location.search);
  const items = divisionMenuItems(seasons, divisions);
  const canSeeAdmin = ADMIN_LINK_FLAGS.some((flag) => hasAccess(account, flag));

  // Escape closes the open menu and puts focus back on its toggler.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !expanded) return;
    setExpandedAt(null);
    toggler.current?.focus();
  };

  return (
    <nav
      aria-label="Main"
      className="navbar navbar-expand-md bg-dark d-print-none"
      data-bs-theme="dark"
      onKeyDown={onKeyDown}
    >
      <div className="container-fluid">
        {!kiosk && <span className="navbar-brand">Menu</span>}
        <button
          ref={toggler}
          type="button"
          className={expanded ? 'navbar-toggler' : 'navbar-toggler collapsed'}
          aria-controls="main-menu"
          aria-expanded={expanded}
          aria-label="Toggle menu"
          onClick={() => setExpandedAt(expanded ? null : address)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <div
          id="main-menu"
          className={expanded ? 'navbar-collapse collapse show' : 'navbar-collapse collapse'}
          onClick={onMenuClick}
        >
          <ul className="navbar-nav me-auto">
            {site?.menu.beforeDivisions.map((item) => (
              <ConfiguredItem key={`b:${item.url}`} item={item} pathname={location.pathname} />
            ))}
            {items.map((division) => (
              <Item
                key={division.id}
                to={division.href}
                active={isDivisionActive(division, location.pathname, location.search)}
              >
                {division.name}
              </Item>
            ))}
            {site?.menu.afterDivisions.map((item) => (
              <ConfiguredItem key={`a:${item.url}`} item={item} pathname={location.pathname} />
            ))}
          </ul>
          <ul className="navbar-nav">
            <Item to="/search" active={location.pathname === '/search'}>
              Search
            </Item>
            {canSeeAdmin && (
              <Item to="/admin" active={location.pathname.startsWith('/admin')}>
                Admin
              </Item>
            )}
            {account ? (
              <li className="nav-item">
                <SignOutForm redirectUrl={here} className="nav-link btn btn-link border-0">
                  Logout ({account.givenName || account.name})
                </SignOutForm>
              </li>
            ) : (
              <ExternalItem href={loginHref(here)}>Login</ExternalItem>
            )}
          </ul>
        </div>
      </div>
    </nav>
  );
}
