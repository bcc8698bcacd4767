import { useId, useState } from 'react';
import { formatBuildDate, isReleaseBuild, type BuildInfo } from '#web/features/site/build';

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
