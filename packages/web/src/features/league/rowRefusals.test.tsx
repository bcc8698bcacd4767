import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '#web/test/fakeFetch';
import { buildData, buildDate, buildFixture, buildNote, buildPlayer, buildTeam } from './test/builders';
import { leagueServer, season, show } from './test/server';

/*
 * A refused write made by a button on a row shows under that row, in the league's words, never in
 * a second dialog (docs/decisions/021).
 */

const alpha = buildTeam({ name: 'Alpha' });
const bravo = buildTeam({ name: 'Bravo' });
const charlie = buildTeam({ name: 'Charlie' });
const played = buildFixture(alpha, bravo);
const refused = (errors: string[]) => ({ status: 400, body: envelope(null, { errors }) });
const stale = { status: 409, body: envelope(null, { errors: ['Someone else has changed this fixture'] }) };

beforeEach(() => {
  vi.spyOn(window, 'confirm').mockReturnValue(true);
});

describe('refusals beside the row that tried', () => {
  it("shows a fixture's refused save and delete under its row", async () => {
    leagueServer(
      buildData({
        teams: [alpha, bravo, charlie],
        fixtures: [
          buildDate('2025-02-01', [played]),
          buildDate(
            '2025-03-01',
            [alpha, bravo, charlie].map((t) => buildFixture(t, null)),
          ),
        ],
      }),
      ['manageGames'],
      {
        'PUT /api/Game/': refused(['Away team was not recognised']),
        [`DELETE /api/Game/${played.id}`]: stale,
      },
    );
    const { user } = show('/division/Premier/fixtures/2025');
    const march = await screen.findByRole('region', { name: 'Sat 1 Mar 2025' });
    await user.selectOptions(
      await within(march).findByRole('combobox', { name: 'Away team for Charlie' }),
      alpha.id,
    );
    await user.click(within(march).getByRole('button', { name: 'Save Charlie vs Alpha' }));
    const saveRefusal = await within(march).findByRole('alert');
    expect(saveRefusal.textContent).toBe('Could not save fixture detailsAway team was not recognised');
    // Under the row that tried.
    const rows = within(march).getAllByRole('row');
    expect(rows.indexOf(saveRefusal.closest('tr')!)).toBe(
      rows.findIndex((r) => within(r).queryByRole('combobox', { name: 'Away team for Charlie' })) + 1,
    );

    const feb = screen.getByRole('region', { name: 'Sat 1 Feb 2025' });
    await user.click(within(feb).getByRole('button', { name: 'Delete Alpha vs Bravo' }));
    expect(
      (await within(feb).findByText('Someone else has changed this fixture')).closest('[role=alert]'),
    ).toBeTruthy();
    // The row stays, not struck through, with its delete button back.
    expect(within(feb).getByRole('button', { name: 'Delete Alpha vs Bravo' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows a player's refused delete under the buttons in the player's row", async () => {
    const ann = buildPlayer(alpha, { name: 'Ann Archer' });
    const bob = buildPlayer(alpha, { name: 'Bob Bolt' });
    leagueServer(buildData({ teams: [alpha], players: [ann, bob] }), ['managePlayers'], {
      [`DELETE /api/Player/${season.id}/${alpha.id}/${ann.id}`]: refused([
        'Ann Archer has played this season and cannot be deleted',
      ]),
    });
    const { user } = show('/division/Premier/players');
    await user.click(await screen.findByRole('button', { name: 'Delete Ann Archer' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toBe(
      'Could not delete playerAnn Archer has played this season and cannot be deleted',
    );
    const row = refusal.closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Ann Archer' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Delete Ann Archer' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows a note's refused delete beside its buttons, not in an alert box", async () => {
    const alert = vi.spyOn(window, 'alert').mockReturnValue(undefined);
    const note = buildNote('2025-02-01', 'Bring your own darts');
    leagueServer(
      buildData({ teams: [alpha, bravo], fixtures: [buildDate('2025-02-01', [played], [note])] }),
      ['manageNotes'],
      { [`DELETE /api/Note/${note.id}`]: refused(['The note was not recognised']) },
    );
    const { user } = show('/division/Premier/fixtures/2025');
    await user.click(await screen.findByRole('button', { name: 'Delete note' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toBe('Could not delete noteThe note was not recognised');
    expect(refusal.parentElement!.contains(screen.getByRole('button', { name: 'Delete note' }))).toBe(true);
    expect(alert).not.toHaveBeenCalled();
  });
});
