import type { TemplateCompatibilityDto } from '@darts/core/contract/template';
import { NOT_COMPATIBLE } from './steps';
import { Icon, RefusedIcon } from '#web/components/icons';

/*
 * Step 1: pick a template (only one compatible with the season may go on: an incompatible one shows
 * why, with its warnings), or generate the fixtures without a template.
 */

type Picked = TemplateCompatibilityDto | 'generate' | null;

interface Props {
  templates: readonly TemplateCompatibilityDto[];
  picked: Picked;
  onPick(picked: Picked): void;
}

export function PickStep({ templates, picked, onPick }: Props) {
  const chosen = picked && picked !== 'generate' ? picked : null;
  return (
    <div>
      <fieldset>
        <legend className="h6">Pick a template</legend>
        {templates.length === 0 && <p className="text-body-secondary">No templates</p>}
        {templates.map((t) => (
          <div className="form-check" key={t.result.id}>
            <input
              className="form-check-input"
              type="radio"
              name="template"
              id={`template-${t.result.id}`}
              checked={chosen?.result.id === t.result.id}
              onChange={() => onPick(t)}
            />
            <label className="form-check-label" htmlFor={`template-${t.result.id}`}>
              {!t.success && <Icon of={RefusedIcon} label="Not compatible" className="me-1" />}
              {t.result.name}
              {t.result.description && <span className="text-body-secondary"> - {t.result.description}</span>}
            </label>
          </div>
        ))}
        <div className="form-check mt-2">
          <input
            className="form-check-input"
            type="radio"
            name="template"
            id="template-generate"
            checked={picked === 'generate'}
            onChange={() => onPick('generate')}
          />
          <label className="form-check-label" htmlFor="template-generate">
            Generate without a template (a double round-robin for each division)
          </label>
        </div>
      </fieldset>
      {chosen && !chosen.success && (
        <div className="alert alert-warning mt-3" role="alert">
          <p className="fw-bold mb-1">{NOT_COMPATIBLE}</p>
          <ul className="mb-0">
            {[...chosen.errors, ...chosen.warnings, ...chosen.messages].map((w, i) => (
              <li key={i}>{w}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
