import { FORMAT_NAMES, PLANNED_FORMATS, type PlannedFormatId } from '@darts/core/tournament/formats/names';
import { CheckField, SelectField } from '#web/components/fields';
import { TextField } from '#web/components/TextField';

/* The tournament dialog's format: a knockout, or a planned format with its choices (core tournament/formats). */

interface FormatDetails {
  format: PlannedFormatId | null;
  reset: boolean;
  groups: string;
  advance: string;
}

export function FormatFields({
  details,
  onChange,
}: {
  details: FormatDetails;
  onChange: (change: Partial<FormatDetails>) => void;
}) {
  return (
    <>
      <SelectField
        label="Format"
        value={details.format ?? ''}
        onChange={(value) => onChange({ format: (value || null) as PlannedFormatId | null })}
      >
        <option value="">{FORMAT_NAMES.knockout}</option>
        {PLANNED_FORMATS.map((id) => (
          <option key={id} value={id}>
            {FORMAT_NAMES[id]}
          </option>
        ))}
      </SelectField>
      {details.format && (
        <p className="form-text mt-n2">A new format starts its results afresh; the players stay.</p>
      )}
      {details.format === 'doubleElimination' && (
        <CheckField
          label="Play a reset when the losers' bracket side wins the grand final"
          checked={details.reset}
          onChange={(reset) => onChange({ reset })}
          switch
        />
      )}
      {details.format === 'groups' && (
        <>
          <TextField
            label="Groups"
            type="number"
            min={2}
            value={details.groups}
            onChange={(groups) => onChange({ groups })}
            hint="Blank: groups of about four"
          />
          <TextField
            label="Through from each group"
            type="number"
            min={1}
            value={details.advance}
            onChange={(advance) => onChange({ advance })}
            hint="Blank: two"
          />
        </>
      )}
    </>
  );
}
