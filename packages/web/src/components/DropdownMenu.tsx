import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import './dropdown.scss';

export interface MenuItem {
  key: string;
  to: string;
  label: ReactNode;
  active?: boolean;
}

/**
 * Bootstrap's dropdown markup with a button that opens a list of links below it (without
 * react-bootstrap's Dropdown and Popper, about 12 kB gzip, docs/decisions/012). It closes when a
 * link is followed, on Escape (focus goes back to the button) and on a click elsewhere.
 */
export function DropdownMenu({
  label,
  ariaLabel,
  items,
  className = 'btn btn-outline-primary',
}: {
  label: ReactNode;
  ariaLabel: string;
  items: readonly MenuItem[];
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  return (
    <div
      ref={root}
      className="dropdown"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          toggle.current?.focus();
        }
      }}
    >
      <button
        ref={toggle}
        type="button"
        className={`${className} dropdown-toggle${open ? ' show' : ''}`}
        aria-label={ariaLabel}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      <ul id={menuId} className={`dropdown-menu${open ? ' show' : ''}`} data-bs-popper="static">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              className={`dropdown-item${item.active ? ' active' : ''}`}
              aria-current={item.active ? 'true' : undefined}
              to={item.to}
              onClick={() => setOpen(false)}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
