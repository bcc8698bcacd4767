import './formatSheet.css';
import { useState } from 'react';
import type { Account } from '@darts/core/contract/account';
import type { EventMatch, EventSlot } from '@darts/core/tournament/formats/event';
import { FORMAT_NAMES, MAX_DRAW_SEED } from '@darts/core/tournament/formats/names';
import { legsInHandBalance, legsThrownOf, matchHandicap } from '@darts/core/tournament/handicap';
import { planMatchOf, tournamentEvent, withPlanResult } from '@darts/core/tournament/formats/planMatch';
import type { TournamentDto } from '#web/api/tournament';
import { useShell } from '#web/appState/AppContext';
import { Icon, TvIcon } from '#web/components/icons';
import { lazyComponent } from '#web/components/lazyComponent';
import { loadTournamentSheet } from '../sheetCode';
import { loaders, SheetDialogs } from '../dialogs/lazyDialogs';
import { SheetHeading } from '../SheetHeading';
import { useSheet } from '../useSheet';
import { CallList } from './Boards';
import { UnsavedResults } from './UnsavedResults';
import { FormatPlayers } from './FormatPlayers';
import { GroupTables, SwissStanding } from '../FormatTables';

// The secretary's call list, where matches are moved to boards: only those who keep the results.
const CallBoard = lazyComponent(async () => (await loaders()).loadCallBoard(), CallList);
// The 180s and hi-checks boxes come with the knockout sheet's code, which the tournament route
// fetches for every tournament (sheetCode.ts): imported here, they would be split into a chunk of
// their own that every tournament page then fetched (decision 048).
const AccoladeBoxes = lazyComponent(async () => (await loadTournamentSheet()).AccoladeBoxes);

/**
 * A tournament of a planned format (double elimination, groups into a knockout, a knockout with a
 * plate, Swiss rounds): its matches by section, each with its sides or who is still to come, the
 * group tables or the Swiss standing, and the winner. Results are entered match by match by those
 * who may enter results; everyone else reads it (core tournament/formats/event.ts).
 */
export function FormatSheet({ tournament, account }: { tournament: TournamentDto; account: Account | null }) {
  const format = tournament.format!;
  const { entrants, bestOf, event } = tournamentEvent({ ...tournament, format });
  const sheet = useSheet(account);
  const { access } = sheet;
  // The TV layout (a TV browser, `?tv`): read-only, large, without the players and check-in.
  const tv = useShell().flags.widescreen;
  const { save, busy } = sheet.save;
  const name = (slot: EventSlot) =>
    slot.kind === 'entrant' ? (entrants[slot.seed]?.name ?? '?') : slot.kind === 'bye' ? 'Bye' : slot.from;
  // The unseeded players' order, drawn from a seed kept with the format (core formats/entrants.ts),
  // until the first result; the format's choices are an organiser's.
  const canDraw = access.manage && tournament.results.length === 0 && entrants.some((s) => !s.seeded) && !tv;
  const draw = () =>
    void save({
      ...tournament,
      formatOptions: { ...tournament.formatOptions, drawSeed: Math.floor(Math.random() * MAX_DRAW_SEED) },
    });
  // A changed result drops the later results it puts on other sides (core recordResult.ts).
  const record = (match: EventMatch, scoreA: number | null, scoreB: number | null) =>
    save({
      ...tournament,
      results: withPlanResult(
        { ...tournament, format },
        { matchId: match.id, scoreA, scoreB, saygId: saygOf(match) },
      ),
    });
  const saygOf = (match: EventMatch) =>
    tournament.results.find((r) => r.matchId === match.id)?.saygId ?? null;
  const score = (match: EventMatch) => sheet.setDialog({ kind: 'score-plan', matchId: match.id });
  // A leg handicap: the legs a match's sides had in hand, and each player's balance of them in the
  // tables, so the legs thrown show beside the legs counted (core tournament/handicap.ts).
  const matchesById = new Map(event.sections.flatMap((s) => s.matches.map((m) => [m.id, m])));
  const callName = (matchId: string) => {
    const match = matchesById.get(matchId);
    return match ? `${name(match.a)} v ${name(match.b)}` : matchId;
  };
  const handicap = tournament.formatOptions?.handicap;
  const inHand = (match: EventMatch) =>
    match.a.kind === 'entrant' && match.b.kind === 'entrant'
      ? matchHandicap(handicap, entrants[match.a.seed] ?? {}, entrants[match.b.seed] ?? {}, 0, bestOf)
          .legsInHand
      : undefined;
  const balance = legsInHandBalance(
    handicap,
    event.sections.flatMap((s) => s.matches),
    entrants,
    bestOf,
  );

  return (
    <div className={tv ? 'format-sheet format-tv p-2 p-md-3' : 'format-sheet p-2 p-md-3'}>
      <SheetHeading sheet={sheet} tournament={tournament} account={account} draw={canDraw ? draw : null} />
      <p className="text-secondary mb-2">
        {FORMAT_NAMES[format]} · {entrants.length} players · best of {bestOf}
      </p>
      {event.champion !== null && (
        <p className="format-winner alert alert-success" role="status">
          Winner: <strong>{entrants[event.champion]?.name}</strong>
          {event.plateWinner !== null && (
            <>
              {' '}
              · Plate: <strong>{entrants[event.plateWinner]?.name}</strong>
            </>
          )}
        </p>
      )}
      {access.results && !tv ? (
        <CallBoard tournament={tournament} match={callName} />
      ) : (
        <CallList tournament={tournament} match={callName} />
      )}
      {access.results && !tv && <UnsavedResults tournament={tournament} match={callName} />}
      {!tv && <FormatPlayers tournament={tournament} entrants={entrants} sheet={sheet} />}
      <div className="format-tables">
        <AccoladeBoxes
          tournament={tournament}
          editable={access.results && !tv}
          onEdit={(kind) => sheet.setDialog({ kind })}
          boxClass="border rounded p-2"
        />
      </div>
      {event.groups.length > 0 && (
        <div className="format-tables">
          <GroupTables groups={event.groups} name={(seed) => entrants[seed]?.name ?? '?'} balance={balance} />
        </div>
      )}
      {event.standing.length > 0 && (
        <SwissStanding rows={event.standing} name={(seed) => entrants[seed]?.name ?? '?'} balance={balance} />
      )}
      {event.sections.map((section) => (
        <section key={section.title} className="format-section" aria-label={section.title}>
          <h2 className="h6 mt-3">{section.title}</h2>
          <ol className="list-unstyled format-matches">
            {section.matches.map((match) => (
              <li key={match.id} className="format-match">
                <span className="format-match-id">{match.id}</span>
                {/* A new score (a scorer's, another editor's) replaces what was typed in its boxes. */}
                <MatchLine
                  key={`${match.scoreA}:${match.scoreB}`}
                  match={match}
                  a={name(match.a)}
                  b={name(match.b)}
                  inHand={inHand(match)}
                  editable={access.results && match.playable && !tv}
                  busy={busy}
                  onSave={(scoreA, scoreB) => record(match, scoreA, scoreB)}
                />
                {!tv && (
                  <MatchActions
                    match={match}
                    saygId={saygOf(match)}
                    canScore={access.score && match.a.kind === 'entrant' && match.b.kind === 'entrant'}
                    onScore={() => score(match)}
                  />
                )}
              </li>
            ))}
          </ol>
        </section>
      ))}
      <SheetDialogs
        sheet={sheet}
        tournament={tournament}
        account={account}
        planMatch={(matchId) => planMatchOf({ ...tournament, format }, matchId)}
      />
    </div>
  );
}

/** Scoring a match leg by leg (recordScoresAsYouGo) and following it live (everyone, once it has a record). */
function MatchActions({
  match,
  saygId,
  canScore,
  onScore,
}: {
  match: EventMatch;
  saygId: string | null;
  canScore: boolean;
  onScore: () => void;
}) {
  if (!canScore && !saygId) return null;
  return (
    <span className="format-actions d-print-none">
      {canScore && (
        <button
          type="button"
          className="btn btn-link btn-sm p-0"
          aria-label={`Score ${match.id}`}
          onClick={onScore}
        >
          {/* No icon: the knockout's play icon would be split into a chunk of its own for both sheets. */}
          Score
        </button>
      )}
      {saygId && (
        <a
          className="btn btn-link btn-sm p-0"
          href={`/live/match?id=${saygId}`}
          aria-label={`Watch ${match.id}`}
        >
          <Icon of={TvIcon} /> Watch
        </a>
      )}
    </span>
  );
}

/** A match's two sides and score: two legs boxes and Save for those who may enter results. */
function MatchLine({
  match,
  a,
  b,
  inHand,
  editable,
  busy,
  onSave,
}: {
  match: EventMatch;
  a: string;
  b: string;
  /** A leg handicap's legs in hand: the score counts them, the legs thrown show beside it. */
  inHand?: { home: number; away: number } | undefined;
  editable: boolean;
  busy: boolean;
  onSave: (scoreA: number | null, scoreB: number | null) => Promise<boolean>;
}) {
  const [scoreA, setScoreA] = useState(match.scoreA?.toString() ?? '');
  const [scoreB, setScoreB] = useState(match.scoreB?.toString() ?? '');
  const number = (text: string) => (text.trim() === '' ? null : Number(text));
  const given = inHand && (inHand.home > 0 || inHand.away > 0);
  const counted = (n: number | undefined) => (n ? ` (with ${n} in hand)` : '');
  const side = (label: string, won: boolean) => (
    <span className={won ? 'format-side fw-bold' : 'format-side'}>{label}</span>
  );
  // Printed, an editable match reads as a visitor sees it.
  const line = (
    <span className={editable ? 'format-line d-none d-print-flex' : 'format-line'}>
      {side(a, match.winner === 'a')}
      <span className="format-score">
        {match.scoreA ?? '-'} - {match.scoreB ?? '-'}
      </span>
      {side(b, match.winner === 'b')}
      {given && (
        <span className="small text-secondary">
          {match.scoreA !== null && match.scoreB !== null
            ? `thrown ${legsThrownOf(match.scoreA, inHand!.home)} - ${legsThrownOf(match.scoreB, inHand!.away)}, `
            : ''}
          {inHand!.home ? a : b} {Math.max(inHand!.home, inHand!.away)} in hand
        </span>
      )}
    </span>
  );
  if (!editable) return line;
  return (
    <>
      {line}
      <form
        className="format-line d-print-none"
        onSubmit={(e) => {
          e.preventDefault();
          void onSave(number(scoreA), number(scoreB));
        }}
      >
        {side(a, match.winner === 'a')}
        <LegsBox
          label={`Legs won by ${a} in ${match.id}${counted(inHand?.home)}`}
          value={scoreA}
          onChange={setScoreA}
        />
        <LegsBox
          label={`Legs won by ${b} in ${match.id}${counted(inHand?.away)}`}
          value={scoreB}
          onChange={setScoreB}
        />
        {side(b, match.winner === 'b')}
        <button type="submit" className="btn btn-sm btn-outline-primary" disabled={busy}>
          Save {match.id}
        </button>
      </form>
    </>
  );
}

function LegsBox({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <input
      className="form-control form-control-sm format-legs"
      type="number"
      min={0}
      inputMode="numeric"
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
