import type { GroupRow } from '@darts/core/tournament/formats/groups/groups';
import type { SwissRow } from '@darts/core/tournament/formats/swiss/swiss';

/* The group tables and the Swiss standing of a planned format's sheet (FormatSheet.tsx). */

export function GroupTables({
  groups,
  name,
}: {
  groups: { title: string; rows: GroupRow[] }[];
  name: (seed: number) => string;
}) {
  return (
    <div className="format-tables">
      {groups.map((group) => (
        <table key={group.title} className="table table-sm format-table">
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
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}

export function SwissStanding({ rows, name }: { rows: SwissRow[]; name: (seed: number) => string }) {
  return (
    <table className="table table-sm format-table">
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
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.seed}>
            <th scope="row">{name(row.seed)}</th>
            <td>{row.won}</td>
            <td>{row.buchholz}</td>
            <td>{row.legDifference}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
