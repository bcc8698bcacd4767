import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SaygState } from '@darts/core/scoring/types';
import { SaygScreen, type SaygScreenProps } from './SaygScreen';
import { buildRecord, play } from './test/records';

type Handlers = Omit<Partial<SaygScreenProps>, 'record'> & { editable?: boolean };

function Harness({ initial, editable = true, ...handlers }: Handlers & { initial: SaygState }) {
  const [record, setRecord] = useState(initial);
  return (
    <SaygScreen
      {...handlers}
      record={record}
      onChange={(next) => {
        setRecord(next);
        handlers.onChange?.(next);
      }}
      onLegChange={
        editable
          ? (next, legKey) => {
              setRecord(next);
              handlers.onLegChange?.(next, legKey);
            }
          : undefined
      }
    />
  );
}

const remaining = (name: string) => screen.getByLabelText(`${name} remaining`).textContent;
const key = (name: string) => screen.getByRole('button', { name });
async function enter(user: ReturnType<typeof userEvent.setup>, score: number) {
  for (const digit of String(score)) await user.click(key(digit));
  await user.click(key('Enter'));
}

describe('SaygScreen', () => {
  // The scorer's controls and the statistics are fetched right after the scores show
  // (lazyViews.ts): wait for them once, so each test sees the screen as a scorer does once in.
  beforeAll(async () => {
    render(<Harness initial={play(buildRecord(), 'home', 100)} />);
    await screen.findByRole('button', { name: '60' });
    cleanup();
    render(<SaygScreen record={play(buildRecord(), 'home', 100)} onChange={vi.fn()} readOnly />);
    await screen.findByRole('heading', { name: 'Match statistics' });
    cleanup();
  });

  it('asks who plays first, then scores visits in turn with the remaining per side', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={buildRecord()} onChange={onChange} />);
    expect(screen.getByRole('heading', { name: 'Who plays first?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Bob' }));
    expect(screen.getByText('Bob to throw')).toBeTruthy();
    expect(screen.getByText('0 - 0')).toBeTruthy();

    await enter(user, 100);
    expect(remaining('Bob')).toBe('401');
    expect(remaining('Alice')).toBe('501');
    expect(screen.getByText('Alice to throw')).toBeTruthy();
    await user.click(key('60'));
    expect(remaining('Alice')).toBe('441');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(onChange.mock.lastCall?.[0].legs['0'].home.throws).toEqual([{ score: 60, noOfDarts: 3 }]);
  });

  it('refuses an impossible total with a message and records nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={play(buildRecord(), 'home')} onChange={onChange} />);
    await enter(user, 179);
    expect(screen.getByRole('alert').textContent).toBe('179 cannot be scored with 3 darts');
    expect(remaining('Alice')).toBe('501');
    expect(screen.getByText('Alice to throw')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    await user.click(key('1'));
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('highlights 100+, makes 180 bold, strikes a bust through and reports a 180', async () => {
    const user = userEvent.setup();
    const on180 = vi.fn();
    // Alice on 41 after 180, 180, 100; Bob on 441.
    render(<Harness initial={play(buildRecord(), 'home', 180, 60, 180, 0, 100)} on180={on180} />);
    await enter(user, 180);
    expect(on180).toHaveBeenCalledWith('away', expect.anything());
    await user.click(key('45')); // Alice: 45 from 41 is a bust
    expect(remaining('Alice')).toBe('41');
    const bust = screen.getByRole('button', { name: '45, edit throw 4 for Alice Archer' });
    expect(bust.className).toContain('text-decoration-line-through');
    expect(bust.textContent).toBe('45 (bust)');
    const maximum = screen.getByRole('button', { name: '180, edit throw 1 for Alice Archer' });
    expect(maximum.className).toContain('fw-bold');
    expect(maximum.className).toContain('sayg-ton');
    expect(screen.getByRole('button', { name: '100, edit throw 3 for Alice Archer' }).className).toContain(
      'sayg-ton',
    );
    expect(screen.getByRole('button', { name: '60, edit throw 1 for Bob Bowman' }).className).not.toContain(
      'sayg-ton',
    );
  });

  it('asks for the checkout darts, only offering possible counts; closing keeps the turn', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    // Alice needs 41 (not a 1-dart finish).
    render(<Harness initial={play(buildRecord(), 'home', 180, 60, 180, 60, 100, 60)} onChange={onChange} />);
    await user.click(key('41'));
    const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(within(dialog).getByText('How many darts to checkout?')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: '1' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: '2' }) as HTMLButtonElement).disabled).toBe(false);
    expect((within(dialog).getByRole('button', { name: '3' }) as HTMLButtonElement).disabled).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(remaining('Alice')).toBe('41');
    expect(screen.getByText('Alice to throw')).toBeTruthy();
  });

  it('asks darts at a double after a visit that could have finished, where the league asks', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const initial = play(buildRecord(), 'home', 180, 60, 180, 60, 100, 60);
    render(<Harness initial={initial} onChange={onChange} askDartsAtDouble />);
    // Alice on 41 scores 20: two darts could have gone at a double.
    await enter(user, 20);
    const asked = await screen.findByRole('dialog', { name: 'Darts at a double' });
    expect(within(asked).getByText('Alice began the visit on 41.')).toBeTruthy();
    const counts = (dialog: HTMLElement) =>
      within(within(dialog).getByRole('group', { name: 'Darts at a double' }))
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(counts(asked)).toEqual(['0', '1', '2']);
    await user.click(within(asked).getByRole('button', { name: '1' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Bob on 321 cannot finish: nothing is asked.
    await enter(user, 60);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Alice checks out 21 with 2 darts: one of them at the double.
    await enter(user, 21);
    const checkout = await screen.findByRole('dialog', { name: 'Checkout' });
    await user.click(within(checkout).getByRole('button', { name: '2' }));
    const out = await screen.findByRole('dialog', { name: 'Darts at a double' });
    expect(counts(out)).toEqual(['1']);
    await user.click(within(out).getByRole('button', { name: '1' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const last = onChange.mock.lastCall![0] as SaygState;
    expect(last.legs['0']!.home.throws.slice(-2)).toEqual([
      { score: 20, noOfDarts: 3, dartsAtDouble: 1 },
      { score: 21, noOfDarts: 2, dartsAtDouble: 1 },
    ]);
  });

  it('asks nothing about doubles where the league does not ask, and Skip notes nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const initial = play(buildRecord(), 'home', 180, 60, 180, 60, 100, 60);
    const { unmount } = render(<Harness initial={initial} askDartsAtDouble onChange={onChange} />);
    await enter(user, 20);
    await user.click(await screen.findByRole('button', { name: 'Skip: not noted' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange.mock.lastCall![0].legs['0'].home.throws.at(-1)).toEqual({ score: 20, noOfDarts: 3 });
    unmount();
    render(<Harness initial={initial} />);
    await enter(user, 20);
    expect(screen.getByText('Bob to throw')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('completes the leg with the darts chosen, reports leg, hi-check and match, then shows the result', async () => {
    const user = userEvent.setup();
    const onLegComplete = vi.fn();
    const onHiCheck = vi.fn();
    const onMatchFinished = vi.fn();
    // Leg 1 to Alice; in leg 2 Bob starts and Alice needs 100 after 180, 180, 41.
    const won = play(buildRecord(), 'home', 180, 60, 180, 60, 141);
    const initial = play(won, 'away', 60, 180, 60, 180, 60, 41, 60);
    render(
      <Harness
        initial={initial}
        onLegComplete={onLegComplete}
        onHiCheck={onHiCheck}
        onMatchFinished={onMatchFinished}
      />,
    );
    expect(screen.getByText('1 - 0')).toBeTruthy();
    await user.click(key('100'));
    fireEvent.keyUp(document.body, { key: '2' }); // the hardware keys choose darts too
    expect(onHiCheck).toHaveBeenCalledWith('home', 100, expect.anything());
    expect(onLegComplete).toHaveBeenCalledWith('1', 'home', expect.anything());
    expect(onMatchFinished).toHaveBeenCalledWith('home', expect.anything());
    expect(screen.getByRole('heading', { name: 'Alice won the match 2 - 0' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Keypad' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Match statistics' })).toBeTruthy();
  });

  it('asks who won the bull on the deciding leg at level scores', () => {
    const oneAll = play(play(buildRecord(), 'home', 180, 60, 180, 60, 141), 'away', 180, 60, 180, 60, 141);
    render(<Harness initial={oneAll} />);
    expect(screen.getByText('1 - 1')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Who won the bull?' })).toBeTruthy();
  });

  it('edits an earlier throw through the dialog, refusing impossible totals', async () => {
    const user = userEvent.setup();
    const onLegChange = vi.fn();
    render(<Harness initial={play(buildRecord(), 'home', 100, 60)} onLegChange={onLegChange} />);
    await user.click(screen.getByRole('button', { name: '100, edit throw 1 for Alice Archer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit throw 1 for Alice Archer' });
    const score = within(dialog).getByLabelText('Score') as HTMLInputElement;
    expect(score.value).toBe('100');
    expect((within(dialog).getByLabelText('No of Darts') as HTMLInputElement).value).toBe('3');
    await user.clear(score);
    await user.type(score, '179');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('179 cannot be scored with 3 darts');
    expect(onLegChange).not.toHaveBeenCalled();
    await user.clear(score);
    await user.type(score, '85');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(remaining('Alice')).toBe('416');
    expect(onLegChange).toHaveBeenCalledWith(expect.anything(), '0');
  });

  it('offers no editing without a leg-change handler, and no keypad when read-only', () => {
    const record = play(buildRecord(), 'home', 100, 60);
    const { unmount } = render(<Harness initial={record} editable={false} />);
    expect(screen.queryByRole('button', { name: /edit throw/ })).toBeNull();
    expect(screen.getByRole('group', { name: 'Keypad' })).toBeTruthy();
    unmount();
    render(<SaygScreen record={record} onChange={vi.fn()} readOnly />);
    expect(screen.queryByRole('group', { name: 'Keypad' })).toBeNull();
    expect(screen.queryByRole('button', { name: /edit throw/ })).toBeNull();
    expect(remaining('Alice')).toBe('401');
    expect(screen.getByRole('heading', { name: 'Match statistics' })).toBeTruthy();
  });

  it('shows Leg N and darts in multiples of 3 for a single player, and suggests checkouts when asked', async () => {
    const user = userEvent.setup();
    render(<Harness initial={play(buildRecord({ opponentName: null }), 'home', 180, 180)} />);
    expect(screen.getByText('Leg 1')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Previous throws' })).getAllByRole('row');
    expect(rows.slice(1).map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['3', '6']);
    expect(screen.queryByText(/Checkout: /)).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Suggest checkouts' }));
    expect(await screen.findByText('Checkout: T20 T19 D12')).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Suggest checkouts' }));
  });

  it('keeps the colour style in the preferences cookie', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness initial={buildRecord()} />);
    await user.selectOptions(screen.getByLabelText('Scoring style'), 'White on black');
    expect(container.querySelector('.sayg')?.className).toContain('sayg-black');
    expect(decodeURIComponent(document.cookie)).toContain('"sayg-style":"sayg-black"');
    await user.selectOptions(screen.getByLabelText('Scoring style'), 'Black on white');
  });

  it('offers to change the previous checkout before the next leg starts, and undoes the last visit', async () => {
    const user = userEvent.setup();
    render(<Harness initial={play(buildRecord(), 'home', 180, 60, 180, 60, '141/3')} />);
    expect(screen.getByText('Alice Archer checked out 141 with 3 darts.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit throw 3 for Alice Archer' });
    await user.clear(within(dialog).getByLabelText('No of Darts'));
    await user.type(within(dialog).getByLabelText('No of Darts'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('141 cannot be checked out with 1 dart');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    expect(screen.getByText('Bob to throw')).toBeTruthy();
    await user.click(key('60'));
    expect(remaining('Bob')).toBe('441');
    expect(screen.queryByText(/checked out/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(remaining('Bob')).toBe('501');
    await user.click(screen.getByRole('button', { name: 'Undo' })); // back into leg 1: the checkout
    expect(screen.getByText('0 - 0')).toBeTruthy();
    expect(remaining('Alice')).toBe('141');
    expect(screen.getByText('Alice to throw')).toBeTruthy();
  });
});
