import { useId, useState, type FormEvent } from 'react';
import type { Feature } from '@darts/core/contract/feature';
import { SaveError } from '#web/components/SaveError';
import { SAVE_FEATURE_ERROR, useUpdateFeatureMutation } from '../mutations';
import { configuredValueToSave, validateFeatureValue } from './featureValue';

function ValueInput({
  feature,
  id,
  value,
  onChange,
  describedBy,
  invalid,
}: {
  feature: Feature;
  id: string;
  value: string;
  onChange: (value: string) => void;
  describedBy: string;
  invalid: boolean;
}) {
  const common = {
    id,
    value,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
  };
  switch (feature.valueType) {
    case 'Boolean':
      return (
        <select {...common} className="form-select" onChange={(e) => onChange(e.target.value)}>
          <option value="">Default ({feature.defaultValue})</option>
          <option value="true">true</option>
          <option value="false">false</option>
        </select>
      );
    case 'Integer':
    case 'Decimal':
      return (
        <input
          {...common}
          type="number"
          step={feature.valueType === 'Integer' ? 1 : 'any'}
          className={invalid ? 'form-control is-invalid' : 'form-control'}
          placeholder={feature.defaultValue}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'TimeSpan':
      return (
        <input
          {...common}
          type="text"
          inputMode="numeric"
          className={invalid ? 'form-control is-invalid' : 'form-control'}
          placeholder={feature.defaultValue}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'String':
      return (
        <input
          {...common}
          type="text"
          className={invalid ? 'form-control is-invalid' : 'form-control'}
          placeholder={feature.defaultValue}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}

/** One feature's configured value; empty (or equal to the default) is saved as unset. */
export function FeatureEditor({ feature }: { feature: Feature }) {
  const id = useId();
  const [value, setValue] = useState(feature.configuredValue ?? '');
  const update = useUpdateFeatureMutation();
  const problem = validateFeatureValue(feature.valueType, value);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    update.mutate({ id: feature.id, configuredValue: configuredValueToSave(feature, value) });
  };

  const hint =
    feature.valueType === 'TimeSpan' ? ' Enter as days.hours:minutes:seconds, e.g. 1.02:00:00.' : '';
  return (
    <form onSubmit={save} aria-label={feature.name} className="border rounded p-3 mb-3">
      <label htmlFor={id} className="form-label fw-semibold">
        {feature.name}
      </label>
      <div className="row g-2 align-items-start">
        <div className="col-sm-6">
          <ValueInput
            feature={feature}
            id={id}
            value={value}
            onChange={(next) => {
              update.reset();
              setValue(next);
            }}
            describedBy={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
            invalid={problem !== null}
          />
          {problem && (
            <div id={`${id}-problem`} className="invalid-feedback d-block">
              {problem}
            </div>
          )}
        </div>
        <div className="col-sm-6 d-flex align-items-center gap-2">
          <button type="submit" className="btn btn-primary" disabled={update.isPending || problem !== null}>
            Save
          </button>
          <span role="status" className="text-success">
            {update.isSuccess ? 'Saved' : ''}
          </span>
        </div>
      </div>
      <div id={`${id}-hint`} className="form-text">
        {feature.description} Default: {feature.defaultValue} ({feature.valueType}). Leave empty to use the
        default.{hint}
      </div>
      <SaveError title={SAVE_FEATURE_ERROR} error={update.error} />
    </form>
  );
}
