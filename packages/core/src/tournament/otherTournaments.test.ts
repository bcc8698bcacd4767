import { describe, expect, it } from 'vitest';
import type { DivisionTournamentFixture } from '../contract/divisionData';
import { proposedVenueRow } from './rows';
import { playersInOtherTournaments, playingElsewhere } from './otherTournaments';

const row = (id: string, players: string[], type: string | null = 'Singles'): DivisionTournamentFixture => ({
  ...proposedVenueRow('The Crown', '2025-03-01'),
  id,
  proposed: false,
  type,
  players,
});

describe('players in other tournaments on the date', () => {
  it('maps each player of the other tournaments, leaving out this one and proposed venues', () => {
    const found = playersInOtherTournaments(
      [
        row('this', ['p1']),
        row('other', ['p2', 'p3']),
        row('third', ['p3', 'p4'], 'Pairs'),
        { ...proposedVenueRow('The Bell', '2025-03-01'), players: ['p5'] },
      ],
      'this',
    );
    expect([...found.keys()]).toEqual(['p2', 'p3', 'p4']);
    expect(found.get('p3')!.id).toBe('other');
    expect(found.get('p4')!.id).toBe('third');
  });

  it('words the warning with the tournament type and address', () => {
    expect(playingElsewhere(row('other', ['p2'], 'Pairs'))).toBe(
      'Also playing in the pairs at The Crown on this date',
    );
    expect(playingElsewhere(row('other', ['p2'], null))).toBe(
      'Also playing in the tournament at The Crown on this date',
    );
  });
});
