import { describe, expect, it } from 'vitest';
import { badRequest, conflict } from '#server/errors';
import { retriedOnConflict } from './tournaments';

/* A change worked out from the latest tournament is worked out again while another lands first. */

const failing = (errors: Error[], result = 'saved') => {
  let calls = 0;
  const attempt = async () => {
    calls += 1;
    const error = errors.shift();
    if (error) throw error;
    return result;
  };
  return { attempt, calls: () => calls };
};

describe('retried on conflict', () => {
  it('tries again after a 409, up to five more times', async () => {
    const twice = failing([conflict('changed'), conflict('changed')]);
    await expect(retriedOnConflict(twice.attempt)).resolves.toBe('saved');
    expect(twice.calls()).toBe(3);
    const always = failing(Array.from({ length: 6 }, () => conflict('changed')));
    await expect(retriedOnConflict(always.attempt)).rejects.toMatchObject({ status: 409 });
    expect(always.calls()).toBe(6);
  });

  it('gives any other refusal at once', async () => {
    const refused = failing([badRequest('matchId: not a match of the tournament')]);
    await expect(retriedOnConflict(refused.attempt)).rejects.toMatchObject({ status: 400 });
    expect(refused.calls()).toBe(1);
  });
});
