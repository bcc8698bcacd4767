import { useState, type ReactNode } from 'react';
import { lazyComponent } from './lazyComponent';

// Phones only (app.css hides it wider): it follows the table a moment later (docs/decisions/012).
const Switch = lazyComponent(async () => (await import('./Switch')).Switch);

/**
 * A wide table on a phone: below Bootstrap's sm breakpoint only its priority columns
 * show, and the cells marked `extra-column` wait behind the "Show all columns" switch (app.css); with
 * them shown the table scrolls sideways inside its own box, never the page. Wider screens show
 * every column and no switch.
 */
export function PriorityColumns({ children }: { children: ReactNode }) {
  const [all, setAll] = useState(false);
  return (
    <>
      <Switch className="phone-only mb-2" label="Show all columns" checked={all} onChange={setAll} />
      <div className={`table-responsive priority-columns${all ? ' all-columns' : ''}`}>{children}</div>
    </>
  );
}
