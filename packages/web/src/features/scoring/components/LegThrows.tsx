import { Fragment, useState } from 'react';
import { formatAverage, runningAverages } from '@darts/core/scoring/statistics';
import { sideStart } from '@darts/core/scoring/leg';
import { throwOutcomes } from '@darts/core/scoring/visit';
import type { Leg, SideKey } from '@darts/core/scoring/types';
import { displayName, sideName, type SideNames } from './names';
import { Switch } from '#web/components/Switch';
import { TableCsv } from '#web/components/tableCsv/TableCsv';
import { ThrowScore } from './ThrowScore';

export interface LegThrowsProps {
  leg: Leg;
  legNumber: number;
  names: SideNames;
  fullNames?: boolean;
  onEditThrow?: (side: SideKey, index: number) => void;
}

/**
 * A leg's visits per side, beside either the running 3-dart average or the darts thrown so far;
 * downloadable as CSV as they show.
 */
export function LegThrows({ leg, legNumber, names, fullNames, onEditThrow }: LegThrowsProps) {
  const [average, setAverage] = useState(false);
  const sides: SideKey[] = leg.away ? ['home', 'away'] : ['home'];
  const data = sides.map((side) => {
    const throws = (side === 'home' ? leg.home : leg.away)?.throws ?? [];
    let darts = 0;
    return {
      side,
      outcomes: throwOutcomes(sideStart(leg, side), throws),
      averages: runningAverages(sideStart(leg, side), throws),
      darts: throws.map((t) => (darts += t.noOfDarts)),
    };
  });
  const rows = Math.max(...data.map((d) => d.outcomes.length));
  const shown = (side: SideKey) => displayName(sideName(names, side), fullNames);
  const extra = average ? 'running average' : 'darts';

  return (
    <div className="sayg-leg-throws">
      <Switch label="Running average" checked={average} onChange={setAverage} className="mb-1" />
      <TableCsv
        name={`Leg ${legNumber} throws`}
        file={`${sides.map((side) => sideName(names, side)).join(' v ')} leg ${legNumber}`}
      >
        <table className="table table-sm mb-1 text-center">
          <caption className="visually-hidden">Leg {legNumber} throws</caption>
          <thead>
            <tr>
              {data.map(({ side }) => (
                <Fragment key={side}>
                  <th scope="col">{shown(side)}</th>
                  <th scope="col" className="text-secondary">
                    {extra}
                  </th>
                </Fragment>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: rows }, (_, index) => (
              <tr key={index}>
                {data.map(({ side, outcomes, averages, darts }) => {
                  const o = outcomes[index];
                  if (!o)
                    return (
                      <Fragment key={side}>
                        <td />
                        <td />
                      </Fragment>
                    );
                  const edit = onEditThrow ? () => onEditThrow(side, index) : undefined;
                  return (
                    <Fragment key={side}>
                      <td>
                        <ThrowScore
                          outcome={o}
                          onEdit={edit}
                          editLabel={`${o.score}, edit throw ${index + 1} for ${sideName(names, side)} in leg ${legNumber}`}
                        />
                      </td>
                      <td className="text-secondary">
                        {average ? formatAverage(averages[index]) : darts[index]}
                      </td>
                    </Fragment>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableCsv>
    </div>
  );
}
