/* How a match's players are named on its views, apart from display.ts: the TV's boards need the
 * names without the views (docs/decisions/012, 044). */
export { displayName, sideName, type SideNames } from './components/names';
