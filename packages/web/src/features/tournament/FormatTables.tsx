import type { GroupRow } from '@darts/core/tournament/formats/groups/groups';
import type { SwissRow } from '@darts/core/tournament/formats/swiss/swiss';
import { TableCsv } from '#web/components/tableCsv/TableCsv';

/*
 * The group tables and the Swiss standing of a planned format's sheet (formats/FormatSheet.tsx), each
 * downloadable as CSV; a stream's overlay draws the same tables in its own look (overlay/FormatOverlay.tsx).
 */

/** A leg handicap's legs in hand less the opponents' by seed: shown, the +/- thrown beside the counted. */
export type Balance = ReadonlyMap<number, number>;

function Thrown({ balance, seed, counted }: { balance: Balance; seed: number; counted: number }) {
  return balance.size ? <td>{counted - (balance.get(seed) ?? 0)}</td> : null;
}

function ThrownHead({ balance }: { balance: Balance }) {
  return balance.size ? (
    <th scope="col" title="Leg difference thrown at the board, without legs in hand">
      Thrown
    </th>
  ) : null;
}

/** The sheet's tables' look; a stream overlay passes its own (features/overlay/FormatOverlay.tsx). */
const SHEET_TABLE = 'table table-sm format-table';

export function GroupTables({
  groups,
  name,
  balance,
  tableClass = SHEET_TABLE,
}: {
  groups: { title: string; rows: GroupRow[] }[];
  name: (seed: number) => string;
  balance: Balance;
  tableClass?: string;
}) {
  return (
    <>
      {groups.map((group) => (
        <TableCsv key={group.title} name={group.title}>
          <table className={tableClass}>
            <caption className="caption-top">{group.title}</caption>
            <thead>
              <tr>
                <th scope="col">Player</th>
                <th scope="col" title="Played">
                  P
                </th>
                <th scope="col" title="Won">
                  W
                </th>
                <th scope="col" title="Lost">
                  L
                </th>
                <th scope="col" title="Leg difference">
                  +/-
                </th>
                <ThrownHead balance={balance} />
              </tr>
            </thead>
            <tbody>
              {group.rows.map((row) => (
                <tr key={row.seed}>
                  <th scope="row">{name(row.seed)}</th>
                  <td>{row.played}</td>
                  <td>{row.won}</td>
                  <td>{row.lost}</td>
                  <td>{row.legsFor - row.legsAgainst}</td>
                  <Thrown balance={balance} seed={row.seed} counted={row.legsFor - row.legsAgainst} />
                </tr>
              ))}
            </tbody>
          </table>
        </TableCsv>
      ))}
    </>
  );
}

export function SwissStanding({
  rows,
  name,
  balance,
  tableClass = SHEET_TABLE,
}: {
  rows: SwissRow[];
  name: (seed: number) => string;
  balance: Balance;
  tableClass?: string;
}) {
  return (
    <TableCsv name="Standing">
      <table className={tableClass}>
        <caption className="caption-top">Standing (wins, then the wins of those played, then legs)</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col" title="Won">
              W
            </th>
            <th scope="col" title="Wins of those played">
              Opp. W
            </th>
            <th scope="col" title="Leg difference">
              +/-
            </th>
            <ThrownHead balance={balance} />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.seed}>
              <th scope="row">{name(row.seed)}</th>
              <td>{row.won}</td>
              <td>{row.buchholz}</td>
              <td>{row.legDifference}</td>
              <Thrown balance={balance} seed={row.seed} counted={row.legDifference} />
            </tr>
          ))}
        </tbody>
      </table>
    </TableCsv>
  );
}
