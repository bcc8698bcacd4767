import { cardCsv } from '@darts/core/scorecard/cardCsv';
import { saveCsv } from '#web/components/tableCsv/tableCsv';
import type { ScorecardEditor } from './useScorecardEditor';

/** Saves the card as it is on screen as a CSV file ("crown-v-anchor-2026-11-27.csv"). Loaded on the click. */
export function downloadCard(card: ScorecardEditor['shown'], date: string): void {
  saveCsv(cardCsv(card), card.home.name, 'v', card.away.name, date.slice(0, 10));
}
