import type { SiteSettings } from '@darts/core/contract/site';

export interface BuildInfo {
  branch: string | null;
  version: string | null;
  date: string | null;
  prName: string | null;
  prNumber: string | null;
}

function meta(name: string): string | null {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content?.trim();
  // An unset build variable is either empty or left as the `%VITE_...%` placeholder.
  if (!content || /^%.*%$/.test(content)) return null;
  return content;
}

/** Build info from the page's meta tags, falling back to the server's. */
export function readBuildInfo(site: SiteSettings | null): BuildInfo {
  const fromSite = site?.build;
  return {
    branch: meta('build:branch') ?? fromSite?.branch ?? null,
    version: meta('build:version') ?? meta('build:sha') ?? fromSite?.version ?? null,
    date: meta('build:date') ?? fromSite?.date ?? null,
    prName: meta('build:pr_name') ?? fromSite?.prName ?? null,
    prNumber: meta('build:pr_number') ?? fromSite?.prNumber ?? null,
  };
}

/** Release builds (and builds with no branch, e.g. local ones) show no badge. */
export function isReleaseBuild(build: BuildInfo): boolean {
  return !build.branch || build.branch === 'release' || build.branch.startsWith('release/');
}
