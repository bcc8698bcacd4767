import { useId, useState } from 'react';
import { isReleaseBuild, type BuildInfo } from '#web/features/site/build';

// Loaded by the header for non-release builds only (docs/decisions/012).

/** `2024-05-01T18:30:00Z` → `2024-05-01@18:30` in the visitor's time zone. */
export function formatBuildDate(date: string | null): string {
  if (!date) return 'unknown date';
  const parsed = new Date(date);
  if (Number.isNaN(parsed.getTime())) return date;
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${parsed.getFullYear()}-${pad(parsed.getMonth() + 1)}-${pad(parsed.getDate())}` +
    `@${pad(parsed.getHours())}:${pad(parsed.getMinutes())}`
  );
}

/** Non-release builds show their date and time; pressing the badge reveals branch, version and PR. */
export function BuildBadge({ build }: { build: BuildInfo }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  if (isReleaseBuild(build)) return null;
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <button
        type="button"
        className="btn btn-warning btn-sm py-0"
        aria-expanded={open}
        aria-controls={detailsId}
        title="Build details"
        onClick={() => setOpen((o) => !o)}
      >
        {formatBuildDate(build.date)}
      </button>
      {open && (
        <span id={detailsId} className="small">
          Branch: {build.branch} · Version: {build.version?.slice(0, 8) ?? 'unknown'}
          {build.prName ? ` · PR: ${build.prName}` : ''}
        </span>
      )}
    </span>
  );
}
