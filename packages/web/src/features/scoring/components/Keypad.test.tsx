import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Keypad } from './Keypad';

function Harness({
  initial = '',
  onEnter = vi.fn(),
}: {
  initial?: string;
  onEnter?: (score: number) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <output aria-label="Typed">{value}</output>
      <input aria-label="Notes" />
      <Keypad
        value={value}
        onChange={setValue}
        onEnter={(score) => {
          setValue('');
          onEnter(score);
        }}
      />
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
const quick = ['140', '45', '41', '100', '40', '60'];
const typed = () => screen.getByLabelText('Typed').textContent;

describe('keypad', () => {
  it('lays out 4 rows of 5: quick scores outside, digits inside, Backspace 0 Enter at the bottom', () => {
    render(<Harness />);
    const names = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(names).toEqual([
      '140',
      '7',
      '8',
      '9',
      '45',
      '41',
      '4',
      '5',
      '6',
      '100',
      '40',
      '1',
      '2',
      '3',
      '60',
      'Backspace',
      '0',
      'Enter',
    ]);
  });

  it('starts with every digit and quick score enabled and Backspace and Enter disabled', () => {
    render(<Harness />);
    for (const name of [...digits, ...quick]) expect(button(name).disabled).toBe(false);
    expect(button('Backspace').disabled).toBe(true);
    expect(button('Enter').disabled).toBe(true);
  });

  it('disables digits that would pass 180, a second 0 onto 0, and quick scores once something is typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(button('0'));
    expect(typed()).toBe('0');
    expect(button('0').disabled).toBe(true);
    expect(button('7').disabled).toBe(false);
    expect(button('45').disabled).toBe(false);

    await user.click(button('1'));
    await user.click(button('8'));
    expect(typed()).toBe('18');
    expect(button('0').disabled).toBe(false);
    for (const name of digits.slice(1)) expect(button(name).disabled).toBe(true);
    for (const name of quick) expect(button(name).disabled).toBe(true);
    expect(button('Backspace').disabled).toBe(false);
    expect(button('Enter').disabled).toBe(false);

    await user.click(button('0'));
    expect(typed()).toBe('180');
    for (const name of digits) expect(button(name).disabled).toBe(true);
  });

  it('enters the typed value, submits quick scores at once, and deletes with Backspace', async () => {
    const user = userEvent.setup();
    const onEnter = vi.fn();
    render(<Harness onEnter={onEnter} />);
    await user.click(button('2'));
    await user.click(button('6'));
    await user.click(button('Backspace'));
    expect(typed()).toBe('2');
    await user.click(button('5'));
    await user.click(button('Enter'));
    expect(onEnter).toHaveBeenLastCalledWith(25);
    await user.click(button('140'));
    expect(onEnter).toHaveBeenLastCalledWith(140);
    expect(onEnter).toHaveBeenCalledTimes(2);
  });

  it('takes hardware digits, Backspace and Enter, except while typing in a text field', () => {
    const onEnter = vi.fn();
    render(<Harness onEnter={onEnter} />);
    for (const key of ['1', '8', '5']) fireEvent.keyUp(document.body, { key });
    expect(typed()).toBe('18'); // 185 would pass 180
    fireEvent.keyUp(document.body, { key: 'Backspace' });
    expect(typed()).toBe('1');
    fireEvent.keyUp(screen.getByLabelText('Notes'), { key: '7' });
    expect(typed()).toBe('1');
    for (const key of ['0', '0']) fireEvent.keyUp(document.body, { key });
    // Enter's keydown is cancelled while a score is typed, so a focused button is not pressed too.
    expect(fireEvent.keyDown(button('7'), { key: 'Enter' })).toBe(false);
    fireEvent.keyUp(button('7'), { key: 'Enter' });
    expect(onEnter).toHaveBeenCalledWith(100);
    expect(typed()).toBe('');
    expect(fireEvent.keyDown(button('7'), { key: 'Enter' })).toBe(true);
  });

  it('vibrates for 30 ms on a press where the device can', async () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(button('7'));
    expect(vibrate).toHaveBeenCalledWith(30);
    Reflect.deleteProperty(navigator, 'vibrate');
  });
});
