import { useState } from 'react';
import { isSinglePlayer, legsWon } from '@darts/core/scoring/match';
import { formatAverage, matchStatistics, type SideMatchStatistics } from '@darts/core/scoring/statistics';
import type { SaygState, SideKey } from '@darts/core/scoring/types';
import { LegStatistics } from './LegStatistics';
import { displayName, sideName, type SideNames } from './names';
import { Switch } from '#web/components/Switch';
import { TableCsv } from '#web/components/tableCsv/TableCsv';

export interface MatchStatisticsProps {
  record: SaygState;
  names: SideNames;
  fullNames?: boolean;
  /** Makes the visits in each leg's details editable. */
  onEditThrow?: (legKey: string, side: SideKey, index: number) => void;
  /** Start with the 1-dart average shown (the live view's `#average=1`). */
  initialOneDart?: boolean;
}

interface Row {
  label: string;
  value: (stats: SideMatchStatistics, side: SideKey) => string | number;
}

/**
 * Match statistics: Match darts and Match
 * average with a 3-dart / 1-dart toggle, plus first-9 average, 100+, 140+, 180s, highest
 * checkout and checkout darts (downloadable as CSV as it shows); then one row per leg.
 */
export function MatchStatistics({
  record,
  names,
  fullNames,
  onEditThrow,
  initialOneDart = false,
}: MatchStatisticsProps) {
  const [oneDart, setOneDart] = useState(initialOneDart);
  const single = isSinglePlayer(record);
  const sides: SideKey[] = single ? ['home'] : ['home', 'away'];
  const stats = sides.map((side) => matchStatistics(record, side));
  const won = legsWon(record);

  const rows: Row[] = [
    ...(single ? [] : [{ label: 'Legs won', value: (_: SideMatchStatistics, side: SideKey) => won[side] }]),
    { label: 'Match darts', value: (s) => s.darts },
    {
      label: 'Match average',
      value: (s) => formatAverage(oneDart ? s.average1 : s.average3),
    },
    { label: 'First 9 average', value: (s) => formatAverage(s.first9Average) },
    { label: '100+', value: (s) => s.count100 },
    { label: '140+', value: (s) => s.count140 },
    { label: '180s', value: (s) => s.count180 },
    { label: 'Highest checkout', value: (s) => s.highestCheckout ?? '-' },
    { label: 'Checkout darts', value: (s) => (s.checkoutDarts.length ? s.checkoutDarts.join(', ') : '-') },
  ];

  return (
    <section className="sayg-statistics" aria-labelledby="sayg-statistics-title">
      <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
        <h2 id="sayg-statistics-title" className="h5 mb-0">
          Match statistics
        </h2>
        <Switch label="1-dart average" checked={oneDart} onChange={setOneDart} />
      </div>
      <TableCsv
        name="Match statistics"
        file={`${sides.map((side) => sideName(names, side)).join(' v ')} statistics`}
      >
        <table className="table table-sm" aria-labelledby="sayg-statistics-title">
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Statistic</span>
              </th>
              {sides.map((side) => (
                <th scope="col" key={side}>
                  {displayName(sideName(names, side), fullNames)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">
                  {row.label}
                  {row.label === 'Match average' && (
                    <span className="text-secondary small"> ({oneDart ? '1 dart' : '3 dart'})</span>
                  )}
                </th>
                {sides.map((side, i) => (
                  <td key={side}>{row.value(stats[i] as SideMatchStatistics, side)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableCsv>
      <LegStatistics
        record={record}
        names={names}
        fullNames={fullNames}
        oneDart={oneDart}
        onEditThrow={onEditThrow}
      />
    </section>
  );
}
