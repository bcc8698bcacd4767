import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '#web/test/fakeFetch';
import { buildData, buildDate, buildFixture, buildNote, buildTeam } from '../test/builders';
import { leagueServer, show } from '../test/server';

const team = buildTeam({ name: 'Alpha' });
const other = buildTeam({ name: 'Bravo' });

describe('notes', () => {
  // The Markdown renderer is a lazy chunk: compile it once up front rather than inside a findBy wait.
  beforeAll(async () => {
    await import('./Markdown');
  }, 60_000);

  it('renders Markdown, with links only for the allowed protocols', async () => {
    const note = buildNote(
      '2025-02-01',
      '**Bring** [good](https://example.com) and [bad](javascript:alert(1))',
    );
    leagueServer(
      buildData({
        teams: [team, other],
        fixtures: [buildDate('2025-02-01', [buildFixture(team, other)], [note])],
      }),
    );
    show('/division/Premier/fixtures');
    const good = await screen.findByRole('link', { name: 'good' });
    expect(good.getAttribute('href')).toBe('https://example.com');
    expect(screen.getByText('Bring').tagName).toBe('STRONG');
    const bad = screen.getByText('bad');
    expect(bad.closest('a')).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('renders GFM tables, strike-through and task lists, but no images or raw HTML', async () => {
    const note = buildNote(
      '2025-02-01',
      [
        '~~Cancelled~~ ![logo](https://example.com/logo.png) <b>raw</b>',
        '',
        '| Board | Team |',
        '| --- | --- |',
        '| One | Alpha |',
        '',
        '- [x] Chalk',
      ].join('\n'),
    );
    leagueServer(
      buildData({
        teams: [team, other],
        fixtures: [buildDate('2025-02-01', [buildFixture(team, other)], [note])],
      }),
    );
    show('/division/Premier/fixtures');
    const cell = await screen.findByRole('cell', { name: 'One' });
    expect(cell.closest('table')).not.toBeNull();
    expect(screen.getByText('Cancelled').tagName).toBe('DEL');
    const box = screen.getByRole('checkbox');
    expect(box).toHaveProperty('checked', true);
    expect(box).toHaveProperty('disabled', true);
    expect(document.querySelector('.alert img, .alert b')).toBeNull();
  });

  it('asks for a note and a date, warns outside the season, then saves', async () => {
    const api = leagueServer(
      buildData({ teams: [team, other], fixtures: [buildDate('2025-02-01', [buildFixture(team, other)])] }),
      ['manageNotes'],
      { 'POST /api/Note': { body: envelope(null) } },
    );
    const { user } = show('/division/Premier/fixtures');
    await user.click(await screen.findByRole('button', { name: 'Add note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add note' });
    const date = within(dialog).getByLabelText('Date');
    expect(date.getAttribute('min')).toBe('2025-01-01');
    await user.clear(date);
    await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    expect(within(dialog).getByText('You must enter a note')).toBeTruthy();
    expect(within(dialog).getByText('You must enter a date')).toBeTruthy();

    await user.type(date, '2026-02-01');
    expect(within(dialog).getByRole('status').textContent).toMatch(/outside the season/);
    await user.clear(date);
    await user.type(date, '2025-02-01');
    await user.type(within(dialog).getByLabelText('Note'), 'Bring a pen');
    await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Note')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/Note')[0]!.body).toMatchObject({
      date: '2025-02-01T00:00:00',
      note: 'Bring a pen',
      divisionId: team.division!.id,
    });
  });
});
