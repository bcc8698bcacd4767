import { createContext, useContext } from 'react';

/*
 * How a team code looks in the visual editor: the highlighted code is marked everywhere it appears,
 * and codes that share an address carry their group's colour (its number is read out too).
 */

export interface CodeLooks {
  highlighted: string | null;
  /** The shared-address group number (1, 2, ...) of each code that has one. */
  groups: ReadonlyMap<string, number>;
}

const COLOURS = ['primary', 'success', 'danger', 'info', 'warning', 'secondary'] as const;

export const CodeLooksContext = createContext<CodeLooks>({ highlighted: null, groups: new Map() });

export function Code({ code }: { code: string }) {
  const { highlighted, groups } = useContext(CodeLooksContext);
  const group = groups.get(code);
  const colour = group ? `border border-2 border-${COLOURS[(group - 1) % COLOURS.length]}` : '';
  const text = (
    <span
      className={`font-monospace px-1 rounded ${colour}`}
      title={group ? `Shared address ${group}` : undefined}
    >
      {code}
    </span>
  );
  return code === highlighted ? <mark data-highlighted="true">{text}</mark> : text;
}

/** Number every code's shared-address group, season-wide groups first, then each division's. */
export function sharedGroups(
  season: readonly string[][],
  divisions: readonly { sharedAddresses: string[][] }[],
) {
  const groups = new Map<string, number>();
  let n = 0;
  for (const group of [...season, ...divisions.flatMap((d) => d.sharedAddresses)]) {
    n += 1;
    for (const code of group) if (!groups.has(code)) groups.set(code, n);
  }
  return groups;
}
