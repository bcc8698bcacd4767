import { useId } from 'react';
import type { TemplateDto } from '@darts/core/contract/template';
import { compareText } from '@darts/core/league/sorting';
import { homePlaceholders } from '@darts/core/season/template';
import { sharedVenueSizes, templateGroups, type WizardDivision } from './assignment';

/*
 * Step 2 of the wizard: each template code of a division may be given a team; the rest are drawn at
 * random by the proposal. Codes of a shared-address group take teams of a shared venue (whose team
 * count must equal the group's size); other codes never take them, and the random list shows them
 * disabled. Teams already used are hidden from other codes.
 */

interface Props {
  template: TemplateDto;
  divisions: readonly WizardDivision[];
  mappings: Record<string, string>;
  onChange(mappings: Record<string, string>): void;
}

/** The codes a division's teams can take (those playing at home, as the proposal draws them), by name. */
const homeCodes = (division: TemplateDto['divisions'][number]) =>
  homePlaceholders(division).sort(compareText);

export function AssignStep({ template, divisions, mappings, onChange }: Props) {
  const id = useId();
  const sizes = sharedVenueSizes(divisions);
  const shared = (t: { id: string }) => sizes.has(t.id);
  const groups = templateGroups(template);
  const used = new Set(Object.values(mappings));
  const set = (code: string, teamId: string) => {
    const next = { ...mappings };
    if (teamId === '') delete next[code];
    else next[code] = teamId;
    onChange(next);
  };
  return (
    <div>
      {divisions.map((division, index) => {
        const templateDivision = template.divisions[index];
        if (!templateDivision) return null;
        const random = division.teams.filter((t) => !used.has(t.id));
        return (
          <fieldset key={division.id} className="mb-3">
            <legend className="h6">{division.name}</legend>
            {homeCodes(templateDivision).map((code) => {
              const inGroup = groups.some((g) => g.includes(code));
              const options = division.teams.filter(
                (t) => shared(t) === inGroup && (!used.has(t.id) || mappings[code] === t.id),
              );
              return (
                // On a phone the code sits above its choice, so a long team name shows whole.
                <div key={code} className="d-sm-flex align-items-center gap-2 mb-2 mb-sm-1">
                  <label htmlFor={`${id}-${division.id}-${code}`} className="d-block text-nowrap">
                    {code}
                    {inGroup && <span className="badge text-bg-info ms-1">shared address</span>}
                  </label>
                  <select
                    id={`${id}-${division.id}-${code}`}
                    className="form-select form-select-sm"
                    value={mappings[code] ?? ''}
                    onChange={(e) => set(code, e.target.value)}
                  >
                    <option value="">At random</option>
                    {options.map((t) => (
                      <option key={t.id} value={t.id}>
                        {t.name}
                      </option>
                    ))}
                  </select>
                </div>
              );
            })}
            <div className="mt-2">
              <span className="small text-body-secondary">Assigned at random:</span>
              <ul className="list-unstyled small mb-0" aria-label={`${division.name}: assigned at random`}>
                {random.map((t) => (
                  <li
                    key={t.id}
                    aria-disabled={shared(t)}
                    className={shared(t) ? 'text-body-tertiary' : undefined}
                  >
                    {t.name}
                    {shared(t) && ' (shared address: placed with its venue)'}
                  </li>
                ))}
              </ul>
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
