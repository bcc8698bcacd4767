import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catchDownloads } from '#web/test/downloads';
import { renderApp } from '#web/test/renderApp';
import {
  GAME_ID,
  HOME_ID,
  AWAY_ID,
  homePlayers,
  awayPlayers,
  match,
  buildGame,
  serve,
} from './test/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SAYG_ID = '9a1b2c3d-0000-4000-8000-000000000001';

/** A published card: Crown win two matches, Anchor one; match 1 was scored leg by leg. */
const published = () =>
  buildGame({
    resultsPublished: true,
    home: { id: HOME_ID, name: 'Crown', manOfTheMatch: 'a2' },
    away: { id: AWAY_ID, name: 'Anchor', manOfTheMatch: 'h1' },
    matches: [
      match({
        homePlayers: [homePlayers[0]!],
        awayPlayers: [awayPlayers[0]!],
        homeScore: 3,
        awayScore: 1,
        saygId: SAYG_ID,
      }),
      match({ homePlayers: [homePlayers[1]!], awayPlayers: [awayPlayers[1]!], homeScore: 0, awayScore: 3 }),
      match({ homePlayers: [homePlayers[2]!], awayPlayers: [awayPlayers[2]!], homeScore: 3, awayScore: 2 }),
    ],
    oneEighties: [{ id: 'h1', name: 'Alice' }],
    over100Checkouts: [{ id: 'a3', name: 'Zed', score: 112 }],
  });

describe('the public scorecard', () => {
  it('shows a visitor the overall score, the men of the match, the 180s and the hi-checks', async () => {
    serve(published(), null);
    renderApp(`/score/${GAME_ID}`);

    const overall = await screen.findByRole('region', { name: 'Overall score' });
    expect(overall.textContent).toBe('Crown 2 - 1 Anchor');
    const mom = screen.getByRole('region', { name: 'Man of the match' });
    expect(
      within(mom)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Man of the match (Crown): Yusuf', 'Man of the match (Anchor): Alice']);
    expect(within(screen.getByRole('region', { name: '180s' })).getByText('Alice')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Hi-checks' })).getByText('Zed (112)')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it("downloads the card as CSV: each match's players and legs under the teams' names", async () => {
    const downloads = catchDownloads();
    serve(published(), null);
    const { user } = renderApp(`/score/${GAME_ID}`);
    await user.click(await screen.findByRole('button', { name: /^CSV ?of the card$/ }));
    const file = await downloads.file();
    expect(file.name).toBe('crown-v-anchor-2025-03-04.csv');
    expect(file.text.split('\n').slice(0, 5)).toEqual([
      'Match,Type,Crown,Crown legs,Anchor legs,Anchor',
      '1,Singles,Alice,3,1,Xavier',
      '2,Singles,Bella,0,3,Yusuf',
      '3,Singles,Cara,3,2,Zed',
      '4,Singles,,,,',
    ]);
  });

  it('links a match scored leg by leg to its statistics, and no other match', async () => {
    serve(published(), null);
    renderApp(`/score/${GAME_ID}`);

    const first = await screen.findByRole('row', { name: 'Match 1' });
    expect(
      within(first).getByRole('link', { name: 'Leg-by-leg statistics of match 1' }).getAttribute('href'),
    ).toBe(`/live/match/${SAYG_ID}`);
    const second = screen.getByRole('row', { name: 'Match 2' });
    expect(within(second).queryByRole('link', { name: /Leg-by-leg statistics/ })).toBeNull();
  });

  it('links each player to their figures and a singles match to its head to head', async () => {
    serve(published(), null);
    renderApp(`/score/${GAME_ID}`);
    const first = await screen.findByRole('row', { name: 'Match 1' });
    const [home, away] = within(first)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')!.split('/').length === 3);
    expect(home!.getAttribute('href')).toMatch(/^\/player\/[^/]+$/);
    expect(away!.getAttribute('href')).toMatch(/^\/player\/[^/]+$/);
    const h2h = within(first).getByRole('link', {
      name: `Head to head: ${home!.textContent} v ${away!.textContent}`,
    });
    expect(h2h.getAttribute('href')).toBe(
      `${home!.getAttribute('href')}${away!.getAttribute('href')!.slice('/player'.length)}`,
    );
  });

  it('shows no overall score and no man of the match before anything is decided', async () => {
    serve(
      buildGame({ matches: [match({ homePlayers: [homePlayers[0]!], awayPlayers: [awayPlayers[0]!] })] }),
      null,
    );
    renderApp(`/score/${GAME_ID}`);

    expect(await screen.findByRole('row', { name: 'Match 1' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Overall score' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Man of the match' })).toBeNull();
  });
});
