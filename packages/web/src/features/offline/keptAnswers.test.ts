import { describe, expect, it } from 'vitest';
import { describeKept } from './keptAnswers';

const now = Date.UTC(2026, 10, 28, 19, 42);
const minutes = (n: number) => now - n * 60_000;

describe('the age of a page kept for no signal', () => {
  it('counts minutes, then hours, then days', () => {
    expect(describeKept(minutes(0.5), now)).toMatch(/what it had less than a minute ago \(/);
    expect(describeKept(minutes(1), now)).toMatch(/what it had 1 minute ago \(/);
    expect(describeKept(minutes(59), now)).toMatch(/what it had 59 minutes ago \(/);
    expect(describeKept(minutes(60), now)).toMatch(/what it had 1 hour ago \(/);
    expect(describeKept(minutes(47 * 60 + 59), now)).toMatch(/what it had 47 hours ago \(/);
    expect(describeKept(minutes(48 * 60), now)).toMatch(/what it had 2 days ago \(/);
  });

  it('names the day and the time the data was kept', () => {
    const kept = new Date(minutes(12));
    const time = kept.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
    const day = kept.toLocaleDateString('en-GB', { weekday: 'short' });
    expect(describeKept(kept.getTime(), now)).toBe(
      `No signal: this page shows what it had 12 minutes ago (${day} ${time}).`,
    );
  });
});
