import {
  division,
  game,
  gp,
  match,
  note,
  PAIRS,
  season,
  side,
  SINGLES,
  team,
  teamPlayer,
  tournament,
  tournamentMatch,
} from './testBuilders';

/*
 * The worked example the league tests check by hand. Test-only data.
 *
 * Division One: Anchor, Bell, Crown, Dolphin (3 players each). Division Two: Eagle, Fox, Goose.
 * Every league fixture here has 3 matches: two singles (best of 5 legs) and a pairs (best of 3).
 *
 * 2024-01-10  G1 Anchor v Bell      m1 Alice 3-1 Ben, m2 Adam 2-3 Beth, pairs Alice+Amy 2-0 Ben+Bob
 *                                   -> complete: Anchor 2 matches, Bell 1: Anchor win. 180: Alice. Hi-checks Adam 120, Ben 101.
 *             G2 Crown v Dolphin    m1 Carl 3-0 Dan, m2 Cara 1-3 Dora, pairs Carl+Cara 1-1 Dan+Dora (draw error)
 *                                   -> in progress (the pairs is undecided): running score 1-1, counts nowhere.
 * 2024-01-17  G3 Bell v Crown       postponed (its 3-0 never counts)
 *             G4 Dolphin v Anchor   m1 Dan 3-2 Alice, m2 Dora 3-? Adam (one score), m3 Dan+Dave v Alice (mismatch)
 *                                   -> in progress: counts nowhere, but its data errors are reported.
 * 2024-01-24  G5 Anchor v Eagle     knockout (qualifier) of one match, decided: only its 180s (Amy, Eve) and
 *                                   hi-check (Alice 110) count
 *             G6 Bell v Dolphin     no matches yet
 *             G7 Fox v Goose        Division Two, at Crown's venue -> Crown's placeholder row reports the clash
 * 2024-01-31  T1 singles tournament at Bell Inn: Alice, Ben, Carl, Dan; final Alice 1-2 Dan (best of 3) -> Dan.
 *                                   180: Dan. Hi-check: Carl 100.
 * 2024-02-07  a note only.
 */

export const div1 = division('div-1', 'Division One', { updated: '2024-01-01T09:00:00Z' });
export const div2 = division('div-2', 'Division Two');
export const winter = season({ divisionIds: ['div-1', 'div-2'] });

export const alice = teamPlayer('p-alice', 'Alice', { captain: true });
export const adam = teamPlayer('p-adam', 'Adam');
export const amy = teamPlayer('p-amy', 'Amy');
export const ben = teamPlayer('p-ben', 'Ben');
export const beth = teamPlayer('p-beth', 'Beth');
export const bob = teamPlayer('p-bob', 'Bob');
export const carl = teamPlayer('p-carl', 'Carl');
export const cara = teamPlayer('p-cara', 'Cara');
export const cody = teamPlayer('p-cody', 'Cody');
export const dan = teamPlayer('p-dan', 'Dan');
export const dora = teamPlayer('p-dora', 'Dora');
export const dave = teamPlayer('p-dave', 'Dave');
export const eve = teamPlayer('p-eve', 'Eve');

export const anchor = team('t-anchor', 'Anchor', 'div-1', [alice, adam, amy], {
  updated: '2024-01-02T10:00:00Z',
});
export const bell = team('t-bell', 'Bell', 'div-1', [ben, beth, bob]);
export const crown = team('t-crown', 'Crown', 'div-1', [carl, cara, cody]);
export const dolphin = team('t-dolphin', 'Dolphin', 'div-1', [dan, dora, dave]);
export const eagle = team('t-eagle', 'Eagle', 'div-2', [eve]);
export const fox = team('t-fox', 'Fox', 'div-2');
export const goose = team('t-goose', 'Goose', 'div-2');

const options = [SINGLES, SINGLES, PAIRS];

export const g1 = game('g1', '2024-01-10', anchor, bell, {
  matchOptions: options,
  matches: [
    match([gp(alice)], [gp(ben)], 3, 1),
    match([gp(adam)], [gp(beth)], 2, 3),
    match([gp(alice), gp(amy)], [gp(ben), gp(bob)], 2, 0),
  ],
  oneEighties: [gp(alice)],
  over100Checkouts: [
    { ...gp(adam), score: 120 },
    { ...gp(ben), score: 101 },
  ],
});

export const g2 = game('g2', '2024-01-10', crown, dolphin, {
  matchOptions: options,
  matches: [
    match([gp(carl)], [gp(dan)], 3, 0),
    match([gp(cara)], [gp(dora)], 1, 3),
    match([gp(carl), gp(cara)], [gp(dan), gp(dora)], 1, 1),
  ],
});

export const g3 = game('g3', '2024-01-17', bell, crown, {
  postponed: true,
  matchOptions: options,
  matches: [match([gp(ben)], [gp(carl)], 3, 0)],
});

export const g4 = game('g4', '2024-01-17', dolphin, anchor, {
  matchOptions: options,
  matches: [
    match([gp(dan)], [gp(alice)], 3, 2),
    match([gp(dora)], [gp(adam)], 3, null),
    match([gp(dan), gp(dave)], [gp(alice)], null, null),
  ],
});

export const g5 = game('g5', '2024-01-24', anchor, eagle, {
  isKnockout: true,
  matchOptions: [{ ...SINGLES, numberOfLegs: 3 }],
  matches: [match([gp(alice)], [gp(eve)], 2, 0)],
  oneEighties: [gp(amy), gp(eve)],
  over100Checkouts: [{ ...gp(alice), score: 110 }],
});

export const g6 = game('g6', '2024-01-24', bell, dolphin);

export const g7 = game('g7', '2024-01-24', fox, goose, { divisionId: 'div-2', address: 'Crown Inn' });

const sAlice = side('s-alice', 'Alice', [alice], anchor.id);
const sBen = side('s-ben', 'Ben', [ben], bell.id);
const sCarl = side('s-carl', 'Carl', [carl], crown.id);
const sDan = side('s-dan', 'Dan', [dan], dolphin.id);

export const t1 = tournament('t1', '2024-01-31', {
  address: 'Bell Inn',
  sides: [sAlice, sBen, sCarl, sDan],
  round: {
    matches: [tournamentMatch('tm1', sAlice, sBen, 2, 1), tournamentMatch('tm2', sCarl, sDan, 0, 2)],
    matchOptions: [{ ...SINGLES, numberOfLegs: 3 }],
    nextRound: {
      matches: [tournamentMatch('tm3', sAlice, sDan, 1, 2)],
      matchOptions: [{ ...SINGLES, numberOfLegs: 3 }],
      nextRound: null,
    },
  },
  oneEighties: [gp(dan)],
  over100Checkouts: [{ ...gp(carl), score: 100 }],
});

export const n1 = note('n1', '2024-02-07', 'Finals night at the **Bell**');

export const sampleInput = {
  season: winter,
  divisions: [div1],
  allDivisions: [div1, div2],
  teams: [anchor, bell, crown, dolphin, eagle, fox, goose],
  games: [g1, g2, g3, g4, g5, g6, g7],
  tournaments: [t1],
  notes: [n1],
  filter: {},
  canManagePlayers: false,
  canManageTournaments: false,
  canViewDataErrors: true,
};
