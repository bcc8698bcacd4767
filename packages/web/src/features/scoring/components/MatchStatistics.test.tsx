import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildRecord, play } from '../test/records';
import { MatchStatistics } from './MatchStatistics';
import { catchDownloads } from '#web/test/downloads';

const names = { home: 'Alice Archer', away: 'Bob Bowman' };
/** Alice: 140, 100, 100, 100, then 61 in 3 darts = 501 in 15 darts. Bob: 60 x 4 in 12 darts. */
const record = play(buildRecord({ numberOfLegs: 1 }), 'home', 140, 60, 100, 60, 100, 60, 100, 60, '61/3');

function cells(rowName: string) {
  const row = screen.getByRole('row', { name: new RegExp(`^${rowName}`) });
  return within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
}

describe('match statistics', () => {
  it('shows darts, averages (501 in 15 darts is 100.20), first 9, bands and checkout darts', async () => {
    const user = userEvent.setup();
    render(<MatchStatistics record={record} names={names} />);
    const table = screen.getByRole('table', { name: 'Match statistics' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Statistic', 'Alice', 'Bob']);
    expect(cells('Legs won')).toEqual(['1', '0']);
    expect(cells('Match darts')).toEqual(['15', '12']);
    expect(cells('Match average')).toEqual(['100.20', '60.00']);
    expect(cells('First 9 average')).toEqual(['113.33', '60.00']); // (140 + 100 + 100) / 9 x 3
    expect(cells('100\\+')).toEqual(['3', '0']);
    expect(cells('140\\+')).toEqual(['1', '0']);
    expect(cells('180s')).toEqual(['0', '0']);
    expect(cells('Highest checkout')).toEqual(['61', '-']);
    expect(cells('Checkout darts')).toEqual(['3', '-']);

    await user.click(screen.getByRole('switch', { name: '1-dart average' }));
    expect(cells('Match average')).toEqual(['33.40', '20.00']);
  });

  it('downloads the match statistics as CSV as they show, with the average the switch chose', async () => {
    const downloads = catchDownloads();
    const user = userEvent.setup();
    render(<MatchStatistics record={record} names={names} />);
    await user.click(screen.getByRole('switch', { name: '1-dart average' }));
    await user.click(screen.getByRole('button', { name: /^CSV ?of Match statistics$/ }));
    const csv = await downloads.file();
    expect(csv.name).toBe('alice-archer-v-bob-bowman-statistics.csv');
    expect(csv.text.split('\n').slice(0, 4)).toEqual([
      'Statistic,Alice,Bob',
      'Legs won,1,0',
      'Match darts,15,12',
      'Match average (1 dart),33.4,20',
    ]);
  });

  it('has a row per leg with winner, averages, darts, checkout or score left, and the visits on Details', async () => {
    const user = userEvent.setup();
    render(<MatchStatistics record={record} names={names} />);
    const legs = screen.getByRole('table', { name: 'Leg statistics' });
    const headers = within(legs)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Leg',
      'Winner',
      'Alice average',
      'Alice darts',
      'Alice checkout',
      'Bob average',
      'Bob darts',
      'Bob checkout',
      'Details',
    ]);
    const row = within(legs).getByRole('row', { name: /^1 / });
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 7)
        .map((c) => c.textContent),
    ).toEqual(['Alice', '100.20', '15', '61 in 3 darts', '60.00', '12', '261 left']);

    await user.click(within(row).getByRole('switch', { name: 'Details' }));
    // The visits' code loads when Details is first switched on.
    const throws = await screen.findByRole('table', { name: 'Leg 1 throws' });
    const column = (index: number) =>
      within(throws)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).queryAllByRole('cell')[index]?.textContent);
    expect(column(0)).toEqual(['140', '100', '100', '100', '61']);
    expect(column(1)).toEqual(['3', '6', '9', '12', '15']);
    await user.click(screen.getByRole('switch', { name: 'Running average' }));
    expect(column(1)).toEqual(['140.00', '120.00', '113.33', '110.00', '100.20']);
    expect(column(3)).toEqual(['60.00', '60.00', '60.00', '60.00', '']);

    // The visits download as they show too.
    const downloads = catchDownloads();
    await user.click(screen.getByRole('button', { name: /^CSV ?of Leg 1 throws$/ }));
    const csv = await downloads.file();
    expect(csv.name).toBe('alice-archer-v-bob-bowman-leg-1.csv');
    expect(csv.text.split('\n').slice(0, 3)).toEqual([
      'Alice,running average,Bob,running average',
      '140,140,60,60',
      '100,120,60,60',
    ]);
  });

  it('downloads the legs as CSV as they show, without the Details switches or the visits opened', async () => {
    const downloads = catchDownloads();
    const user = userEvent.setup();
    render(<MatchStatistics record={record} names={names} />);
    await user.click(screen.getByRole('switch', { name: '1-dart average' }));
    await user.click(screen.getByRole('switch', { name: 'Details' }));
    await screen.findByRole('table', { name: 'Leg 1 throws' });
    await user.click(screen.getByRole('button', { name: /^CSV ?of Leg statistics$/ }));
    const csv = await downloads.file();
    expect(csv.name).toBe('alice-archer-v-bob-bowman-legs.csv');
    expect(csv.text).toBe(
      [
        'Leg,Winner,Alice average,Alice darts,Alice checkout,Bob average,Bob darts,Bob checkout',
        '1,Alice,33.4,15,61 in 3 darts,20,12,261 left',
        '',
      ].join('\n'),
    );
  });

  it('makes the visits editable when an edit handler is given', async () => {
    const user = userEvent.setup();
    const onEditThrow = vi.fn();
    render(<MatchStatistics record={record} names={names} onEditThrow={onEditThrow} />);
    await user.click(screen.getByRole('switch', { name: 'Details' }));
    await user.click(
      await screen.findByRole('button', { name: '61, edit throw 5 for Alice Archer in leg 1' }),
    );
    expect(onEditThrow).toHaveBeenCalledWith('0', 'home', 4);
  });

  it('shows - for averages that cannot be computed, and one column for a single player', () => {
    render(
      <MatchStatistics record={buildRecord({ opponentName: null })} names={{ home: 'Alice', away: null }} />,
    );
    expect(screen.queryByRole('row', { name: /^Legs won/ })).toBeNull();
    expect(cells('Match darts')).toEqual(['0']);
    expect(cells('Match average')).toEqual(['-']);
  });
});
