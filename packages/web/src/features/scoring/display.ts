/* The read-only views of a match, shared by the scoring screen and the live board. */
export { LegView } from './components/LegView';
export { MatchResult } from './components/MatchResult';
export { MatchStatistics } from './components/MatchStatistics';
export { displayName, sideName, type SideNames } from './components/names';
