import type { SeasonHealth } from '@darts/core/contract/season';
import { Icon, CrossIcon, PassedIcon } from './icons';

/*
 * A season's (or template's) health: Healthy or Unhealthy, then every check with its errors (red),
 * warnings (amber) and messages (blue). Shared by the Health tab, the create-fixtures wizard and the
 * template editor.
 */

function Lines({ items, className }: { items: readonly string[]; className: string }) {
  if (items.length === 0) return null;
  return (
    <ul className={`mb-1 ${className}`}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

export function HealthResult({ health, heading = 'h3' }: { health: SeasonHealth; heading?: 'h3' | 'h4' }) {
  const Heading = heading;
  return (
    <div>
      <Heading className={health.success ? 'text-success' : 'text-danger'}>
        {health.success ? 'Healthy' : 'Unhealthy'}
      </Heading>
      <Lines items={health.errors} className="text-danger" />
      <Lines items={health.warnings} className="text-warning-emphasis" />
      <Lines items={health.messages} className="text-primary" />
      <ul className="list-unstyled">
        {Object.entries(health.checks).map(([name, check]) => (
          <li key={name} className="mb-2">
            {check.success ? (
              <Icon of={PassedIcon} className="text-success me-1" />
            ) : (
              <Icon of={CrossIcon} className="text-danger me-1" />
            )}
            <span>{name}</span>
            <span className="visually-hidden">{check.success ? ' (passed)' : ' (failed)'}</span>
            <Lines items={check.errors} className="text-danger" />
            <Lines items={check.warnings} className="text-warning-emphasis" />
            <Lines items={check.messages} className="text-primary" />
          </li>
        ))}
      </ul>
    </div>
  );
}
