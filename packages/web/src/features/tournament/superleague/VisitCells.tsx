import { visitHighlight } from '@darts/core/tournament/superleagueLog';

/** Score highlighting: 100 or more in red, 180 also bold. */
export function visitClass(score: number | null | undefined): string | undefined {
  if (score === null || score === undefined) return undefined;
  const band = visitHighlight(score);
  return band === 'max' ? 'text-danger fw-bold' : band === 'ton' ? 'text-danger' : undefined;
}

/** `count` cells of a side's visits in a leg (blank after its last visit). */
export function VisitCells({ visits, count }: { visits: readonly number[]; count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <td key={i} className={visitClass(visits[i])}>
      {visits[i] ?? ''}
    </td>
  ));
}

/** Headings 1..count for the visit columns. */
export function VisitHeadings({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <th key={i} scope="col">
      {i + 1}
    </th>
  ));
}
