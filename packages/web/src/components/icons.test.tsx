import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, PrintIcon, TrophyIcon } from './icons';

describe('Icon', () => {
  it('stands alone as an SVG image named by its label', () => {
    render(<Icon of={TrophyIcon} label="Winner" />);
    const icon = screen.getByRole('img', { name: 'Winner' });
    expect(icon.tagName.toLowerCase()).toBe('svg');
  });

  it('beside its text is hidden from screen readers, so the button is named by the text alone', () => {
    render(
      <button type="button">
        <Icon of={PrintIcon} /> Print
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Print' });
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
