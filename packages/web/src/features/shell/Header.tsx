import { lazyComponent } from '#web/components/lazyComponent';
import { isReleaseBuild, readBuildInfo } from '#web/features/site/build';
import { socialHref } from './links';
import { useSite } from '#web/features/site/queries';

// Release builds show no badge; others fetch its code (docs/decisions/012).
const BuildBadge = lazyComponent(async () => (await import('./BuildBadge')).BuildBadge);

/** Site name, contact email, social links and (for non-release builds) the build badge. */
export function Header() {
  const site = useSite();
  const build = readBuildInfo(site);
  return (
    <header className="app-header d-print-none bg-light border-bottom py-2">
      <div className="container-fluid d-flex flex-wrap align-items-center gap-3">
        <h1 className="h4 m-0 me-auto">{site?.name ?? 'Darts league'}</h1>
        {site?.email && (
          <a href={`mailto:${site.email}`} className="link-secondary">
            {site.email}
          </a>
        )}
        {site?.facebook && (
          <a
            href={socialHref(site.facebook, 'https://www.facebook.com/')}
            className="link-secondary"
            target="_blank"
            rel="noreferrer"
          >
            Facebook<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
        {site?.twitter && (
          <a
            href={socialHref(site.twitter, 'https://twitter.com/')}
            className="link-secondary"
            target="_blank"
            rel="noreferrer"
          >
            Twitter<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
        {!isReleaseBuild(build) && <BuildBadge build={build} />}
      </div>
    </header>
  );
}
