import type { Fixture } from '@darts/core/contract/fixture';
import { optionsForKnockout } from '@darts/core/scorecard/matchOptions';
import { fitMatchesToOptions } from '@darts/core/scorecard/scorecard';
import { boardNames, MAX_BOARDS } from '@darts/core/venue/boards';

/**
 * The fixture's own details on the scorecard (manageGames): date, address, the venue's boards its
 * fixtures' matches are called to that night (numbered "Board 1" to "Board n") and switches.
 */
export function FixtureDetails({
  card,
  disabled,
  onChange,
}: {
  card: Fixture;
  disabled: boolean;
  onChange: (update: (card: Fixture) => Fixture) => void;
}) {
  const check = (
    id: string,
    label: string,
    value: boolean,
    update: (on: boolean, c: Fixture) => Partial<Fixture>,
  ) => (
    <div className="form-check form-switch">
      <input
        id={id}
        type="checkbox"
        className="form-check-input"
        checked={value}
        disabled={disabled}
        onChange={(e) => {
          const on = e.target.checked;
          onChange((c) => ({ ...c, ...update(on, c) }));
        }}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
  return (
    <fieldset className="border rounded p-2 mb-3">
      <legend className="h6 float-none w-auto px-1">Fixture details</legend>
      <div className="d-flex gap-3 flex-wrap align-items-end">
        <div>
          <label className="form-label" htmlFor="fixture-date">
            Date
          </label>
          <input
            id="fixture-date"
            type="date"
            className="form-control"
            value={card.date.slice(0, 10)}
            disabled={disabled}
            onChange={(e) => {
              const date = e.target.value;
              if (date) onChange((c) => ({ ...c, date }));
            }}
          />
        </div>
        <div>
          <label className="form-label" htmlFor="fixture-address">
            Address
          </label>
          <input
            id="fixture-address"
            className="form-control"
            value={card.address}
            disabled={disabled}
            onChange={(e) => {
              const address = e.target.value;
              onChange((c) => ({ ...c, address }));
            }}
          />
        </div>
        <div>
          <label className="form-label" htmlFor="fixture-boards">
            Boards at the venue
          </label>
          <input
            id="fixture-boards"
            type="number"
            className="form-control"
            style={{ width: '6rem' }}
            min={0}
            max={MAX_BOARDS}
            inputMode="numeric"
            value={card.boards?.length ?? 0}
            disabled={disabled}
            aria-describedby="fixture-boards-shared"
            onChange={(e) => {
              const boards = boardNames(Number(e.target.value));
              onChange((c) => ({ ...c, boards }));
            }}
          />
          <div id="fixture-boards-shared" className="form-text">
            Shared by every fixture at this address on the night
          </div>
        </div>
        {check('fixture-postponed', 'Postponed', card.postponed, (postponed) => ({ postponed }))}
        {check('fixture-knockout', 'Qualifier', card.isKnockout, (isKnockout, c) => {
          const matchOptions = optionsForKnockout(c.matchOptions, isKnockout);
          // A qualifier has no triples and shorter matches: the card follows its new options.
          return {
            isKnockout,
            matchOptions,
            matches: fitMatchesToOptions(c.matches, matchOptions, isKnockout),
          };
        })}
        {check('fixture-accolades', 'Accolades count', card.accoladesCount, (accoladesCount) => ({
          accoladesCount,
        }))}
      </div>
    </fieldset>
  );
}
