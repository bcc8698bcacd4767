import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import Navbar from 'react-bootstrap/Navbar';
import { Link, useLocation } from 'react-router';
import type { MenuItem } from '@darts/core/contract/site';
import { loginHref, logoutHref } from '../../api/account';
import { useShell } from '../../app/AppContext';
import { canSeeAdmin } from '../account/access';
import { useAccount } from '../account/queries';
import { divisionMenuItems, isDivisionActive } from './divisionMenu';
import { returnPath } from './links';
import { divisionsQuery, seasonsQuery, useSite } from './queries';

/*
 * Only Navbar (toggle + collapse) comes from react-bootstrap; the items are plain list markup
 * with Bootstrap's classes, which keeps @restart/ui's Nav out of the home page's bundle and
 * gives screen readers a list of links.
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

/** Server routes (sign in / out) and other sites are plain links: a full page load. */
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
  // The menu is open only for the location it was opened on, so any route change collapses it.
  const [expandedAt, setExpandedAt] = useState<string | null>(null);
  const expanded = expandedAt === location.key;

  const here = returnPath(location.pathname, location.search);
  const items = divisionMenuItems(seasons, divisions);

  return (
    <Navbar
      as="nav"
      aria-label="Main"
      expand="md"
      bg="dark"
      data-bs-theme="dark"
      className="d-print-none"
      expanded={expanded}
      onToggle={(next: boolean) => setExpandedAt(next ? location.key : null)}
    >
      <div className="container-fluid">
        {!kiosk && <Navbar.Brand as="span">Menu</Navbar.Brand>}
        <Navbar.Toggle aria-controls="main-menu" aria-expanded={expanded} label="Toggle menu" />
        <Navbar.Collapse id="main-menu">
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
            {canSeeAdmin(account) && (
              <Item to="/admin" active={location.pathname.startsWith('/admin')}>
                Admin
              </Item>
            )}
            {account ? (
              <ExternalItem href={logoutHref(here)}>
                Logout ({account.givenName || account.name})
              </ExternalItem>
            ) : (
              <ExternalItem href={loginHref(here)}>Login</ExternalItem>
            )}
          </ul>
        </Navbar.Collapse>
      </div>
    </Navbar>
  );
}
