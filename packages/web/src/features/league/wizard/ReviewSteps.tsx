import { useState } from 'react';
import type { Envelope } from '@darts/core/contract/envelope';
import type { ProposalDto } from '@darts/core/contract/template';
import { formatDate } from '@darts/core/league/dates';
import { Link } from 'wouter';
import { HealthResult } from '#web/components/HealthResult';
import { MESSAGES_MAX_HEIGHT } from './steps';

/* Steps 3 to 5: the proposal's result and health, the fixtures per division, and the confirmation. */

const messagesStyle = { maxHeight: MESSAGES_MAX_HEIGHT, overflowY: 'auto' } as const;

export function ReviewStep({ proposal }: { proposal: Envelope<ProposalDto> }) {
  return (
    <div style={{ maxHeight: '60vh', overflowY: 'auto' }}>
      {proposal.errors.length > 0 && (
        <ul className="alert alert-danger list-unstyled" role="alert" style={messagesStyle}>
          {proposal.errors.map((e, i) => (
            <li key={i}>{e}</li>
          ))}
        </ul>
      )}
      {proposal.warnings.length > 0 && (
        <ul className="alert alert-warning list-unstyled" aria-label="Warnings" style={messagesStyle}>
          {proposal.warnings.map((w, i) => (
            <li key={i}>{w}</li>
          ))}
        </ul>
      )}
      {proposal.result && <HealthResult health={proposal.result.proposalHealth} heading="h4" />}
    </div>
  );
}

export function ReviewProposalsStep({
  proposal,
  templateId,
}: {
  proposal: ProposalDto;
  templateId: string | null;
}) {
  const [index, setIndex] = useState(0);
  const division = proposal.divisions[index];
  const dates = [...new Set(division?.fixtures.map((f) => f.date) ?? [])];
  return (
    <div>
      <div className="d-flex flex-wrap gap-1 mb-2" role="group" aria-label="Divisions">
        {proposal.divisions.map((d, i) => (
          <button
            key={d.id}
            type="button"
            className={i === index ? 'btn btn-sm btn-primary' : 'btn btn-sm btn-outline-primary'}
            aria-pressed={i === index}
            onClick={() => setIndex(i)}
          >
            {d.name}
          </button>
        ))}
        {templateId && (
          <Link
            className="btn btn-sm btn-link"
            to={`/admin/templates?select=${encodeURIComponent(templateId)}`}
          >
            Template
          </Link>
        )}
      </div>
      {division && (
        <div
          style={{ maxHeight: '50vh', overflowY: 'auto' }}
          aria-label={`${division.name} fixtures`}
          role="region"
        >
          {dates.length === 0 && <p>No fixtures</p>}
          {dates.map((date) => (
            <div key={date} className="mb-2">
              <h3 className="h6 mb-1">{formatDate(date)}</h3>
              <ul className="list-unstyled mb-0">
                {division.fixtures
                  .filter((f) => f.date === date)
                  .map((f, i) => (
                    <li key={i}>{f.away ? `${f.home.name} vs ${f.away.name}` : `${f.home.name} - Bye`}</li>
                  ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

export function ConfirmStep({ count, divisions }: { count: number; divisions: number }) {
  return (
    <p>
      {count} fixtures will be created across {divisions} division{divisions === 1 ? '' : 's'}, one at a time.
      Press Next to save them; Back while saving stops, and Next carries on.
    </p>
  );
}
