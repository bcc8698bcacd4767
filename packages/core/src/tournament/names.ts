/*
 * A tournament's and a night's names as every page shows them (docs/domain.md, "A knockout
 * tournament"). Apart from title.ts, which dates them: a list that only names them does not
 * download the date formatting.
 */

/** A title begins with a capital letter ('pairs at The Bell' reads 'Pairs at The Bell'); the rest is kept as typed. */
export function startWithCapital(text: string): string {
  return text.charAt(0).toLocaleUpperCase('en-GB') + text.slice(1);
}

/** A knockout tournament's name wherever it is listed: its type (else 'Tournament') at its address. */
export function tournamentName(t: { type?: string | null; address?: string | null }): string {
  return startWithCapital(`${t.type?.trim() || 'Tournament'} at ${t.address ?? ''}`);
}

/**
 * A single-round night's name (a superleague night): 'host vs opponent', as its sheet, its live
 * board, the TV and "Live now" all call it.
 */
export function nightName(host: string | null | undefined, opponent: string | null | undefined): string {
  return startWithCapital(`${host ?? ''} vs ${opponent ?? ''}`);
}
