import { Fragment, useState } from 'react';
import { legKeys } from '@darts/core/scoring/match';
import { legWinner } from '@darts/core/scoring/leg';
import { formatAverage, legStatistics, type SideLegStatistics } from '@darts/core/scoring/statistics';
import { legHasThrows } from '@darts/core/scoring/progress';
import type { Leg, SaygState, SideKey } from '@darts/core/scoring/types';
import { displayName, sideName, type SideNames } from './names';
import { Switch } from '#web/components/Switch';
import { lazyComponent } from '#web/components/lazyComponent';
import { TableCsv } from '#web/components/tableCsv/TableCsv';

// A leg's visits show only once its Details switch is on (docs/decisions/012).
const LegThrows = lazyComponent(async () => (await import('./LegThrows')).LegThrows);

export interface LegStatisticsProps {
  record: SaygState;
  names: SideNames;
  fullNames?: boolean;
  oneDart: boolean;
  onEditThrow?: (legKey: string, side: SideKey, index: number) => void;
}

function outcome(stats: SideLegStatistics): string {
  if (stats.won && stats.checkout !== null) {
    return `${stats.checkout} in ${stats.checkoutDarts} dart${stats.checkoutDarts === 1 ? '' : 's'}`;
  }
  return `${stats.remaining} left`;
}

/**
 * One row per leg: leg number, winner, average and darts per
 * side, the checkout or the score left, and a Details switch that shows the visits. Downloadable as
 * CSV as it shows (the average the 1-dart switch chose), without the switches and the visits.
 */
export function LegStatistics({ record, names, fullNames, oneDart, onEditThrow }: LegStatisticsProps) {
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const keys = legKeys(record.legs).filter((key) => legHasThrows(record.legs[key] as Leg));
  if (keys.length === 0) return null;
  const single = keys.every((key) => !(record.legs[key] as Leg).away);
  const sides: SideKey[] = single ? ['home'] : ['home', 'away'];
  const shown = (side: SideKey) => displayName(sideName(names, side), fullNames);

  return (
    <TableCsv name="Leg statistics" file={`${sides.map((side) => sideName(names, side)).join(' v ')} legs`}>
      <div className="table-responsive">
        <table className="table table-sm sayg-leg-statistics">
          <caption className="visually-hidden">Leg statistics</caption>
          <thead>
            <tr>
              <th scope="col">Leg</th>
              <th scope="col">Winner</th>
              {sides.map((side) => (
                <Fragment key={side}>
                  <th scope="col">{shown(side)} average</th>
                  <th scope="col">{shown(side)} darts</th>
                  <th scope="col">{shown(side)} checkout</th>
                </Fragment>
              ))}
              <th scope="col" data-csv-omit>
                <span className="visually-hidden">Details</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => {
              const leg = record.legs[key] as Leg;
              const winner = legWinner(leg);
              const number = Number(key) + 1;
              return (
                <Fragment key={key}>
                  <tr>
                    <th scope="row">{number}</th>
                    <td>{winner ? shown(winner) : '-'}</td>
                    {sides.map((side) => {
                      const stats = legStatistics(leg, side);
                      return (
                        <Fragment key={side}>
                          <td>{stats ? formatAverage(oneDart ? stats.average1 : stats.average3) : '-'}</td>
                          <td>{stats?.darts ?? '-'}</td>
                          <td>{stats ? outcome(stats) : '-'}</td>
                        </Fragment>
                      );
                    })}
                    <td data-csv-omit>
                      <Switch
                        label="Details"
                        checked={open[key] === true}
                        onChange={(checked) => setOpen({ ...open, [key]: checked })}
                        className="mb-0"
                      />
                    </td>
                  </tr>
                  {open[key] && (
                    <tr data-csv-omit>
                      <td colSpan={3 + sides.length * 3}>
                        <LegThrows
                          leg={leg}
                          legNumber={number}
                          names={names}
                          fullNames={fullNames}
                          onEditThrow={
                            onEditThrow ? (side, index) => onEditThrow(key, side, index) : undefined
                          }
                        />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </TableCsv>
  );
}
