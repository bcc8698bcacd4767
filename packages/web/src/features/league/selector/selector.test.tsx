import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope } from '#web/test/fakeFetch';
import { buildData } from '../test/builders';
import { division, leagueServer, season, show } from '../test/server';

describe('season and division selector, for managers', () => {
  it('deletes the season shown only once the manager says yes', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const api = leagueServer(buildData(), ['manageSeasons'], {
      [`DELETE /api/Season/${season.id}`]: { body: envelope(season) },
    });
    const { user } = show('/division/Premier/teams/2025');

    await user.click(await screen.findByRole('button', { name: 'Edit season' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit 2025' });
    expect(within(dialog).getByRole('button', { name: 'Save season' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete season' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete the 2025 season?');
    expect(api.callsTo('DELETE', `/api/Season/${season.id}`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete season' }));
    await waitFor(() => expect(api.callsTo('DELETE', `/api/Season/${season.id}`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('adds a division without a Delete button, and asks before deleting the one shown', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const api = leagueServer(buildData(), ['manageDivisions']);
    const { user } = show('/division/Premier/teams/2025');

    await user.click(await screen.findByRole('button', { name: 'Add division' }));
    const adding = await screen.findByRole('dialog', { name: 'Add division' });
    expect(within(adding).queryByRole('button', { name: 'Delete division' })).toBeNull();
    // The footer's Close (the header has a Close too).
    const close = within(adding).getAllByRole('button', { name: 'Close' }).at(-1);
    expect(close).toBeDefined();
    await user.click(close as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Edit division' }));
    const editing = await screen.findByRole('dialog', { name: 'Edit Premier' });
    await user.click(within(editing).getByRole('button', { name: 'Delete division' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete the Premier division?');
    expect(api.callsTo('DELETE', `/api/Division/${division.id}`)).toHaveLength(0);
  });
});
