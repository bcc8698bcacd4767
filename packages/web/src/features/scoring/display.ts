/* The read-only views of a match, shared by the scoring screen and the live board (the statistics
 * are fetched after the first paint). */
export { LegView } from './components/LegView';
export { MatchResult } from './components/MatchResult';
export { MatchStatistics } from './lazyViews';
export { displayName, sideName, type SideNames } from './components/names';
