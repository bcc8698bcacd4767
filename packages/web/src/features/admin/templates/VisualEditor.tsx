import { useMemo, useState } from 'react';
import { SelectField } from '#web/components/fields';
import { CodeLooksContext, sharedGroups } from './Code';
import { DivisionEditor } from './DivisionEditor';
import { SharedAddresses } from './SharedAddresses';
import { allCodes, removeCode, type TemplateShape } from './templateDraft';
import { Icon, AddIcon } from '#web/components/icons';

/*
 * The visual editor: the season's shared addresses, then each division. A chosen code is
 * highlighted everywhere, and can be removed everywhere after a confirmation.
 */
export function VisualEditor({
  shape,
  onChange,
}: {
  shape: TemplateShape;
  onChange: (shape: TemplateShape) => void;
}) {
  const [chosen, setChosen] = useState('');
  const codes = allCodes(shape);
  const highlighted = codes.includes(chosen) ? chosen : null;
  const groups = useMemo(
    () => sharedGroups(shape.sharedAddresses, shape.divisions),
    [shape.sharedAddresses, shape.divisions],
  );

  const removeHighlighted = () => {
    if (!highlighted) return;
    if (
      !window.confirm(`Are you sure you want to remove ${highlighted} from every fixture and shared address?`)
    )
      return;
    onChange(removeCode(shape, highlighted));
    setChosen('');
  };

  return (
    <CodeLooksContext.Provider value={{ highlighted, groups }}>
      <div className="d-flex flex-wrap gap-2 align-items-end">
        <SelectField label="Highlight a team code" value={highlighted ?? ''} onChange={setChosen}>
          <option value="">None</option>
          {codes.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
        {highlighted && (
          <button type="button" className="btn btn-sm btn-outline-danger mb-3" onClick={removeHighlighted}>
            Remove {highlighted} everywhere
          </button>
        )}
      </div>
      <SharedAddresses
        title="Shared addresses across the season"
        groups={shape.sharedAddresses}
        onChange={(sharedAddresses) => onChange({ ...shape, sharedAddresses })}
      />
      {shape.divisions.map((division, index) => (
        <DivisionEditor
          key={index}
          number={index + 1}
          division={division}
          onChange={(d) =>
            onChange({ ...shape, divisions: shape.divisions.map((x, i) => (i === index ? d : x)) })
          }
          onRemove={() => onChange({ ...shape, divisions: shape.divisions.filter((_, i) => i !== index) })}
        />
      ))}
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        onClick={() =>
          onChange({ ...shape, divisions: [...shape.divisions, { sharedAddresses: [], dates: [] }] })
        }
      >
        <Icon of={AddIcon} /> Division
      </button>
    </CodeLooksContext.Provider>
  );
}
