import { useId, useState } from 'react';
import { ENTER_A_HOME_TEAM } from '@darts/core/contract/template';
import { Code } from './Code';
import { SharedAddresses } from './SharedAddresses';
import { readCode, type DraftDivision, type DraftFixture } from './templateDraft';
import { Icon, AddIcon, CrossIcon } from '#web/components/icons';

/*
 * One division of a template: its shared addresses and its weeks of fixtures (home - away, or a
 * bye without an away code). Enter in the away code adds the fixture; a fixture needs a home code
 * ('Enter at least a home team').
 */

function AddFixture({ week, onAdd }: { week: string; onAdd: (fixture: DraftFixture) => void }) {
  const [home, setHome] = useState('');
  const [away, setAway] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  return (
    <form
      className="d-flex flex-wrap gap-1 align-items-start mt-1"
      aria-label={`Add a fixture to ${week}`}
      onSubmit={(event) => {
        event.preventDefault();
        const h = readCode(home, ENTER_A_HOME_TEAM);
        if ('error' in h) return setError(h.error);
        const a = away.trim() === '' ? null : readCode(away);
        if (a && 'error' in a) return setError(a.error);
        onAdd({ home: h.code, away: a ? a.code : null });
        setHome('');
        setAway('');
        setError(null);
      }}
    >
      <label className="visually-hidden" htmlFor={`${id}-home`}>
        Home code, {week}
      </label>
      <input
        id={`${id}-home`}
        className="form-control form-control-sm"
        style={{ width: '5rem' }}
        placeholder="Home"
        value={home}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setHome(e.target.value)}
      />
      <label className="visually-hidden" htmlFor={`${id}-away`}>
        Away code, {week}
      </label>
      <input
        id={`${id}-away`}
        className="form-control form-control-sm"
        style={{ width: '5rem' }}
        placeholder="Away"
        value={away}
        onChange={(e) => setAway(e.target.value)}
      />
      <button type="submit" className="btn btn-sm btn-outline-primary">
        <Icon of={AddIcon} /> Fixture
      </button>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block w-100" role="alert">
          {error}
        </div>
      )}
    </form>
  );
}

export function DivisionEditor({
  number,
  division,
  onChange,
  onRemove,
}: {
  number: number;
  division: DraftDivision;
  onChange: (division: DraftDivision) => void;
  onRemove: () => void;
}) {
  const name = `Division ${number}`;
  const setDates = (dates: DraftDivision['dates']) => onChange({ ...division, dates });
  return (
    <section aria-label={name} className="border rounded p-2 mb-3">
      <div className="d-flex justify-content-between align-items-center mb-2">
        <h3 className="h6 mb-0">{name}</h3>
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRemove}>
          Remove {name.toLowerCase()}
        </button>
      </div>
      <SharedAddresses
        title={`Shared addresses in ${name.toLowerCase()}`}
        groups={division.sharedAddresses}
        onChange={(sharedAddresses) => onChange({ ...division, sharedAddresses })}
      />
      <ol className="list-unstyled mb-2">
        {division.dates.map((date, index) => {
          const week = `${name} week ${index + 1}`;
          return (
            <li key={index} className="border-top py-1">
              <section aria-label={week}>
                <div className="d-flex justify-content-between align-items-center">
                  <h4 className="h6 mb-0">Week {index + 1}</h4>
                  <button
                    type="button"
                    className="btn btn-sm btn-link text-danger"
                    onClick={() => setDates(division.dates.filter((_, i) => i !== index))}
                  >
                    Remove week {index + 1}
                  </button>
                </div>
                <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
                  {date.fixtures.map((f, i) => (
                    <li key={i} className="d-inline-flex align-items-center">
                      <Code code={f.home} />
                      <span className="mx-1">-</span>
                      {f.away ? <Code code={f.away} /> : <span className="text-body-secondary">Bye</span>}
                      <button
                        type="button"
                        className="btn btn-sm btn-link p-0 ms-1 text-danger"
                        aria-label={`Remove ${f.home} - ${f.away ?? 'Bye'} from week ${index + 1}`}
                        onClick={() =>
                          setDates(
                            division.dates.map((d, j) =>
                              j === index ? { fixtures: d.fixtures.filter((_, k) => k !== i) } : d,
                            ),
                          )
                        }
                      >
                        <Icon of={CrossIcon} />
                      </button>
                    </li>
                  ))}
                </ul>
                <AddFixture
                  week={week}
                  onAdd={(fixture) =>
                    setDates(
                      division.dates.map((d, j) =>
                        j === index ? { fixtures: [...d.fixtures, fixture] } : d,
                      ),
                    )
                  }
                />
              </section>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        onClick={() => setDates([...division.dates, { fixtures: [] }])}
      >
        <Icon of={AddIcon} /> Week
      </button>
    </section>
  );
}
