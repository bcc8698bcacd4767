import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazyComponent';

function Sheet({ name }: { name: string }) {
  return <p>Bracket of {name}</p>;
}

describe('lazyComponent', () => {
  it('draws a component whose code is here in the same render, with no Suspense fallback to wait out', async () => {
    const Lazy = lazyComponent(async () => Sheet);
    expect(Lazy.isLoaded()).toBe(false);
    await Lazy.preload();
    expect(Lazy.isLoaded()).toBe(true);
    render(<Lazy name="the cup" />);
    // No await: React holds a suspended boundary's content for 300 ms after its fallback.
    expect(screen.getByText('Bracket of the cup')).toBeTruthy();
  });

  it('draws a component fetched on first render once its code comes', async () => {
    const Lazy = lazyComponent(async () => Sheet);
    render(<Lazy name="the plate" />);
    expect(await screen.findByText('Bracket of the plate')).toBeTruthy();
  });

  it('tells why its code could not be fetched, and fetches it again next time', async () => {
    let attempts = 0;
    const Lazy = lazyComponent(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return Sheet;
    });
    await Lazy.preload();
    expect(Lazy.isLoaded()).toBe(false);
    expect((Lazy.loadError() as Error).message).toBe('offline');
    await Lazy.preload();
    expect(Lazy.isLoaded()).toBe(true);
    expect(Lazy.loadError()).toBeUndefined();
  });
});
