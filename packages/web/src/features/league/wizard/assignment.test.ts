import { describe, expect, it } from 'vitest';
import type { TemplateDto } from '@darts/core/contract/template';
import { assignmentProblems, sharedVenueSizes, type WizardDivision } from './assignment';

const team = (id: string, address: string) => ({ id, name: id, address });
/** Crown and Crown B share High St in North; Crown C is South's only team there. */
const divisions: WizardDivision[] = [
  {
    id: 'north',
    name: 'North',
    teams: [team('Crown', 'High St'), team('Crown B', 'high st'), team('Bell', 'Low St')],
  },
  { id: 'south', name: 'South', teams: [team('Crown C', 'High St'), team('Owl', 'Mill Rd')] },
];
const template = {
  sharedAddresses: [['N', 'S']],
  divisions: [
    { sharedAddresses: [['A', 'B']], dates: [] },
    { sharedAddresses: [], dates: [] },
  ],
} as unknown as TemplateDto;

describe("the wizard's shared venues", () => {
  it('follows the proposal: two teams of a division at a venue share it; a third in another division does not', () => {
    expect(Object.fromEntries(sharedVenueSizes(divisions))).toEqual({ Crown: 2, 'Crown B': 2 });
  });

  it('shares a venue across divisions when each division has one team there', () => {
    const across = [divisions[0]!.teams.filter((t) => t.id !== 'Crown B'), divisions[1]!.teams];
    const sizes = sharedVenueSizes(across.map((teams, i) => ({ id: `d${i}`, name: `D${i}`, teams })));
    expect(Object.fromEntries(sizes)).toEqual({ Crown: 2, 'Crown C': 2 });
  });

  it('asks a shared-address code for a venue with as many teams as its group', () => {
    expect(assignmentProblems(template, divisions, { A: 'Crown' })).toEqual([]);
    expect(assignmentProblems(template, divisions, { A: 'Bell' })).toEqual([
      'A: Bell shares its venue with 1 teams, the group needs 2',
    ]);
  });
});
