import { useEffect, useState } from 'react';
import type * as ScoreProblems from './scoreProblems';

type Checks = typeof ScoreProblems;
let loaded: Checks | null = null;

/**
 * The score check of scoreProblems.ts once `enabled` (the card may be edited), else null: loaded
 * on first use, so the read-only card's first visit stays within its budget (decision 012).
 */
export function useScoreChecker(enabled: boolean): Checks['scoreProblemOf'] | null {
  const [checks, setChecks] = useState<Checks | null>(loaded);
  useEffect(() => {
    if (!enabled || checks) return;
    let mounted = true;
    void import('./scoreProblems').then((module) => {
      loaded = module;
      if (mounted) setChecks(module);
    });
    return () => {
      mounted = false;
    };
  }, [enabled, checks]);
  return enabled && checks ? checks.scoreProblemOf : null;
}
