import type { FiguresDto } from '@darts/core/contract/playerFigures';
import { formatAverage, formatPercent } from '@darts/core/scoring/statistics';
import { TableCsv } from '#web/components/tableCsv/TableCsv';

/*
 * A player's figures as rows: one column per set of figures (a career, or two players side by side).
 * Each table downloads as CSV as it shows, in a file named by `file` (the player, the meeting).
 */

const dash = (n: number | null) => (n === null ? '-' : String(n));

export const FIGURE_ROWS: { label: string; value: (f: FiguresDto) => string }[] = [
  { label: 'Matches played', value: (f) => String(f.matchesPlayed) },
  { label: 'Matches won', value: (f) => String(f.matchesWon) },
  { label: 'Legs played', value: (f) => String(f.legsPlayed) },
  { label: 'Legs won', value: (f) => String(f.legsWon) },
  { label: '3-dart average', value: (f) => formatAverage(f.average3) },
  { label: 'First 9 average', value: (f) => formatAverage(f.first9Average) },
  {
    label: 'Checkout %',
    value: (f) => `${formatPercent(f.checkoutPercent)} (${f.legsWon} of ${f.checkoutChances})`,
  },
  {
    label: 'At a double',
    value: ({ doubles: d }) =>
      d.darts === 0
        ? '-'
        : `${formatPercent(d.percent)} (${d.hits} of ${d.darts} darts, ${d.legs} ${d.legs === 1 ? 'leg' : 'legs'})`,
  },
  { label: 'Highest checkout', value: (f) => dash(f.highestCheckout) },
  { label: '100+', value: (f) => String(f.count100) },
  { label: '140+', value: (f) => String(f.count140) },
  { label: '180s', value: (f) => String(f.count180) },
  { label: 'Best leg (darts)', value: (f) => dash(f.bestLegDarts) },
  { label: 'Worst leg won (darts)', value: (f) => dash(f.worstLegDarts) },
  {
    label: 'Darts per leg won',
    value: (f) => (f.dartsPerLegWon === null ? '-' : f.dartsPerLegWon.toFixed(1)),
  },
];

export function FiguresTable({
  caption,
  columns,
  file,
}: {
  caption: string;
  columns: { name: string; figures: FiguresDto }[];
  file: string;
}) {
  return (
    <TableCsv name={caption} file={`${file} ${caption}`}>
      <table className="table table-sm player-figures">
        <caption>{caption}</caption>
        {columns.length > 1 && (
          <thead>
            <tr>
              <td />
              {columns.map((c) => (
                <th key={c.name} scope="col">
                  {c.name}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {FIGURE_ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {columns.map((c) => (
                <td key={c.name}>{row.value(c.figures)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableCsv>
  );
}

/** Figures of several seasons or competitions, a row each, the columns a phone holds. */
export function FiguresByRow({
  caption,
  heading,
  rows,
  file,
}: {
  caption: string;
  /** The first column's heading: what each row is ("Season"). */
  heading: string;
  rows: { name: string; figures: FiguresDto }[];
  file: string;
}) {
  return (
    <TableCsv name={caption} file={`${file} ${caption}`}>
      <table className="table table-sm player-figures">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            <th scope="col" title="Matches played">
              P
            </th>
            <th scope="col" title="Matches won">
              W
            </th>
            <th scope="col" title="3-dart average">
              Avg
            </th>
            <th scope="col" title="First 9 average">
              F9
            </th>
            <th scope="col" title="Checkout %">
              CO%
            </th>
            <th scope="col">180s</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ name, figures: f }) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{f.matchesPlayed}</td>
              <td>{f.matchesWon}</td>
              <td>{formatAverage(f.average3)}</td>
              <td>{formatAverage(f.first9Average)}</td>
              <td>{formatPercent(f.checkoutPercent)}</td>
              <td>{f.count180}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableCsv>
  );
}

/**
 * Checkout % per double, from the legs whose scorer recorded darts at a double (the league's
 * AskDartsAtDouble setting); each visit counts for the double it began on. Nothing when none did.
 */
export function DoublesTable({ figures, file }: { figures: FiguresDto; file: string }) {
  const { perDouble, legs } = figures.doubles;
  if (perDouble.length === 0) return null;
  return (
    <TableCsv name="Checkout % per double" file={`${file} doubles`}>
      <table className="table table-sm player-figures">
        <caption>
          Checkout % per double, from the {legs} {legs === 1 ? 'leg' : 'legs'} whose darts at a double were
          recorded
        </caption>
        <thead>
          <tr>
            <th scope="col">Double</th>
            <th scope="col">Darts</th>
            <th scope="col">Checkouts</th>
            <th scope="col">%</th>
          </tr>
        </thead>
        <tbody>
          {perDouble.map((d) => (
            <tr key={d.double}>
              <th scope="row">{d.double === 25 ? 'Bull' : `D${d.double}`}</th>
              <td>{d.darts}</td>
              <td>{d.hits}</td>
              <td>{formatPercent((100 * d.hits) / d.darts)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableCsv>
  );
}
