import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { templateCompatibility } from './compatibility';
import { proposeSeason, type ProposalInput } from './proposal';
import { seededRandom } from './random';
import {
  anchor,
  boat,
  cross,
  dock,
  eagle,
  falcon,
  gull,
  t,
  workedDivisions,
  workedTemplate,
} from './testBuilders';

const season = { startDate: '2024-01-01', endDate: '2024-02-05' };
const input = (overrides: Partial<ProposalInput> = {}): ProposalInput => ({
  template: workedTemplate(),
  season,
  divisions: workedDivisions(),
  placeholderMappings: { E: 'gull' },
  random: seededRandom(1),
  ...overrides,
});
const rows = (fixtures: { date: string; home: { name: string }; away: { name: string } | null }[]) =>
  fixtures.map((f) => `${f.date} ${f.home.name} v ${f.away?.name ?? 'bye'}`);

describe('template compatibility with a season', () => {
  it('accepts the worked template for the worked season', () => {
    expect(templateCompatibility(workedTemplate(), workedDivisions())).toEqual({
      success: true,
      errors: [],
      warnings: [],
      messages: [],
    });
  });

  it('lists every misfit as a warning', () => {
    const template = { ...workedTemplate(), sharedAddresses: [] };
    template.divisions = [{ ...template.divisions[0]!, sharedAddresses: [] }];
    const divisions = workedDivisions();
    divisions[0]!.teams.push(t('Elm'));
    const result = templateCompatibility(template, divisions);
    expect(result.success).toBe(false);
    expect(result.warnings).toEqual([
      'Template has 1 divisions, season has 2',
      'North has 5 teams, template has fewer (4)',
      'North has 1 shared addresses, template only supports 0',
      'Template supports up-to 0 cross-division shared addresses, found 1',
    ]);
  });
});

describe('proposing a season from a template', () => {
  it('places shared venues first, keeps requests, skips busy weeks', () => {
    // Hand count: Cross and Eagle share the market: C and G. Anchor and Boat share the quay: A and D.
    // Dock takes North's last code B; Gull asked for E, so Falcon is F. 8 Jan has a note: skipped.
    const proposal = proposeSeason(input());
    expect(proposal.errors).toEqual([]);
    expect(proposal.warnings).toEqual([]);
    expect(proposal.success).toBe(true);
    expect(proposal.placeholderMappings).toEqual({
      C: cross,
      G: eagle,
      A: anchor,
      D: boat,
      B: dock,
      E: gull,
      F: falcon,
    });
    expect(rows(proposal.divisions[0]!.fixtures)).toEqual([
      '2024-01-01 Anchor v Dock',
      '2024-01-01 Cross v Boat',
      '2024-01-15 Boat v Anchor',
      '2024-01-15 Dock v Cross',
      '2024-01-22 Anchor v Cross',
      '2024-01-22 Dock v Boat',
    ]);
    expect(rows(proposal.divisions[1]!.fixtures)).toEqual([
      '2024-01-01 Gull v Falcon',
      '2024-01-01 Eagle v bye',
      '2024-01-15 Falcon v Eagle',
      '2024-01-15 Gull v bye',
      '2024-01-22 Eagle v Gull',
      '2024-01-22 Falcon v bye',
    ]);
    // Its health: a single round-robin, so (hand count) North misses 6 legs and South 3.
    const legs = proposal.health.checks['Teams have both legs defined']!;
    expect(legs.warnings.filter((w) => w.startsWith('North'))).toHaveLength(6);
    expect(legs.warnings.filter((w) => w.startsWith('South'))).toHaveLength(3);
    expect(proposal.health.checks['Venues do not have multiple fixtures on the same date']!.success).toBe(
      true,
    );
  });

  it('says when the last fixture falls after the season end', () => {
    const proposal = proposeSeason(input({ season: { ...season, endDate: '2024-01-15' } }));
    expect(proposal.success).toBe(false);
    expect(proposal.errors).toEqual([
      'Some fixtures will be created after the season ends. You need to update the season end-date to see them. The last fixture was created on 22 Jan 2024',
    ]);
    expect(proposal.divisions[0]!.fixtures).toHaveLength(6);
  });

  it('skips the fixtures of a placeholder without a team, with warnings', () => {
    const divisions = workedDivisions();
    divisions[1]!.teams = [eagle, falcon];
    const proposal = proposeSeason(input({ divisions, placeholderMappings: { E: 'falcon' } }));
    expect(proposal.warnings).toEqual([
      'Could not find a team for a fixture - F',
      'Could not create all fixtures/dates from the template',
    ]);
    expect(rows(proposal.divisions[1]!.fixtures)).toEqual([
      '2024-01-01 Eagle v bye',
      '2024-01-15 Falcon v bye',
      '2024-01-22 Eagle v Falcon',
    ]);
  });

  it.each([
    [
      'too many venues shared across divisions',
      () => ({ template: { ...workedTemplate(), sharedAddresses: [] } }),
      'Too many teams in the season with addresses shared across the divisions',
    ],
    [
      'a venue group bigger than the template',
      () => ({ template: { ...workedTemplate(), sharedAddresses: [['C']] } }),
      'Shared address has more teams 2 x (Cross, Eagle) than the template supports 1 x (C)',
    ],
    [
      'too many venues shared in a division',
      () => {
        const template = workedTemplate();
        template.divisions[0]!.sharedAddresses = [];
        return { template };
      },
      'North: Too many teams with addresses shared',
    ],
    [
      'a request that splits a shared venue',
      () => ({ placeholderMappings: { A: 'dock' } }),
      'North: Could not find team dock in shared address group',
    ],
    [
      'more teams than codes',
      () => {
        const divisions = workedDivisions();
        divisions[1]!.teams.push(t('Hawk'));
        return { divisions };
      },
      'South: More teams in division than templates support',
    ],
  ])('refuses %s', (_, overrides, error) => {
    const proposal = proposeSeason(input(overrides()));
    expect(proposal.success).toBe(false);
    expect(proposal.errors).toEqual([error]);
    expect(proposal.warnings).toEqual(['Could not assign all teams to placeholders in the template']);
    expect(proposal.divisions.every((d) => d.fixtures.length === 0)).toBe(true);
  });

  it('maps every team to its own code and keeps the requested mappings, whatever the random draws', () => {
    const codes = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
    fc.assert(
      fc.property(
        fc.integer(),
        fc.subarray([
          ['B', 'dock'],
          ['E', 'gull'],
          ['F', 'eagle'],
          ['F', 'falcon'],
        ] as const),
        (seed, requests) => {
          const requested = Object.fromEntries(requests);
          const proposal = proposeSeason(
            input({ random: seededRandom(seed), placeholderMappings: requested }),
          );
          const mapped = Object.entries(proposal.placeholderMappings);
          expect(mapped).toHaveLength(7);
          expect(new Set(mapped.map(([, team]) => team.id)).size).toBe(7);
          expect(mapped.every(([code]) => codes.includes(code))).toBe(true);
          // Eagle always plays as G (its market is shared): a request for F is refused, others kept.
          for (const [code, id] of Object.entries(requested)) {
            if (id !== 'eagle') expect(proposal.placeholderMappings[code]?.id).toBe(id);
          }
          expect(proposal.placeholderMappings.G).toEqual(eagle);
        },
      ),
    );
  });
});
