import { useState, type FormEvent } from 'react';
import { DISPLAY_FLAGS, normaliseAccess, type Access, type AccessFlag } from '@darts/core/account/access';
import type { Account } from '@darts/core/contract/account';
import { SaveError } from '#web/components/SaveError';
import { useAccount } from '#web/features/account/queries';
import { useUpdateAccessMutation } from '../mutations';
import { TeamPicker } from './TeamPicker';
import { ACCESS_LABELS } from '@darts/core/account/accessLabels';
import { ACCESS_GROUPS, MAN_OF_THE_MATCH_WARNING } from './accessLabels';

/** Edits one account's flags and team; keyed by account so switching accounts starts afresh. */
export function AccessEditor({ account }: { account: Account }) {
  const [access, setAccess] = useState<Access>(() => normaliseAccess(account.access));
  const [teamId, setTeamId] = useState(account.teamId ?? '');
  const update = useUpdateAccessMutation();
  // A permission the signed-in account lacks cannot be given or taken away (core account/accessChange.ts).
  const own = useAccount().account?.access;
  const mayChange = (flag: AccessFlag) => DISPLAY_FLAGS.includes(flag) || own?.[flag] === true;

  const toggle = (flag: AccessFlag, granted: boolean) => {
    update.reset();
    setAccess((current) => ({ ...current, [flag]: granted }));
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ emailAddress: account.emailAddress, access, teamId: teamId || null });
  };

  return (
    <form onSubmit={save} aria-labelledby="access-editor-title">
      <h3 id="access-editor-title" className="h5">
        Access for {account.name} ({account.emailAddress})
      </h3>
      <div className="alert alert-warning py-2" role="note">
        {MAN_OF_THE_MATCH_WARNING}
      </div>
      {ACCESS_GROUPS.map((group) => (
        <fieldset key={group.legend} className="mb-3">
          <legend className="fs-6 fw-semibold">{group.legend}</legend>
          <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-3">
            {group.flags.map((flag) => (
              <div className="col" key={flag}>
                <div className="form-check">
                  <input
                    className="form-check-input"
                    type="checkbox"
                    id={`access-${flag}`}
                    name={flag}
                    checked={access[flag]}
                    disabled={!mayChange(flag)}
                    aria-describedby={mayChange(flag) ? undefined : `access-${flag}-not-yours`}
                    onChange={(e) => toggle(flag, e.target.checked)}
                  />
                  <label className="form-check-label" htmlFor={`access-${flag}`}>
                    {ACCESS_LABELS[flag]}
                  </label>
                  {!mayChange(flag) && (
                    <div id={`access-${flag}-not-yours`} className="form-text mt-0">
                      Not yours to give
                    </div>
                  )}
                </div>
              </div>
            ))}
          </div>
        </fieldset>
      ))}
      <TeamPicker
        value={teamId}
        onChange={(id) => {
          update.reset();
          setTeamId(id);
        }}
      />
      <div className="d-flex align-items-center gap-3">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={update.isPending}
          aria-busy={update.isPending}
        >
          Save
        </button>
        <span role="status" className="text-success">
          {update.isSuccess ? 'Access updated' : ''}
        </span>
      </div>
      <SaveError title="Could not save access" error={update.error} />
    </form>
  );
}
