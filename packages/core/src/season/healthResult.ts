/* The result of a health check and of a season's health (docs/domain.md, "Season tools"). */

export interface HealthCheckResult {
  success: boolean;
  errors: string[];
  warnings: string[];
  messages: string[];
}

/** Every check's result by its name, and the whole: healthy only when every check is. */
export interface SeasonHealthResult extends HealthCheckResult {
  checks: Record<string, HealthCheckResult>;
}

/** A check's result from its findings: successful only without errors and warnings. */
export function checkResult(errors: string[] = [], warnings: string[] = []): HealthCheckResult {
  return { success: errors.length === 0 && warnings.length === 0, errors, warnings, messages: [] };
}
