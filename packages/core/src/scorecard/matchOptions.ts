// The fixture's match options live in league/matchOptions.ts (league's match results use them;
// scorecard builds on league, never the reverse). This re-export serves the web's existing imports.
export * from '../league/matchOptions';
