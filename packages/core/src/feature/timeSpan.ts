/** A TimeSpan (`[d.]hh:mm[:ss[.fffffff]]`) in milliseconds; 0 when unreadable. */
export function timeSpanMs(value: string | null | undefined): number {
  const match = /^(?:(\d+)\.)?(\d{1,2}):(\d{2})(?::(\d{2})(\.\d+)?)?$/.exec(value?.trim() ?? '');
  if (!match) return 0;
  const [, days = '0', hours = '0', minutes = '0', seconds = '0', fraction = ''] = match;
  const total = ((Number(days) * 24 + Number(hours)) * 60 + Number(minutes)) * 60 + Number(seconds);
  return Math.round((total + Number(fraction || 0)) * 1000);
}
