import { readBuildInfo } from '#web/features/site/build';
import { useSite } from '#web/features/site/queries';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';

const SOURCE_URL = 'https://github.com/laingsimon/courage_scores';

/** The About page. */
export function AboutPage() {
  useDocumentTitle('About');
  const site = useSite();
  const build = readBuildInfo(site);
  const siteName = site?.name ?? 'this league';
  const custodians = site?.custodians ?? [];
  return (
    <article className="p-3 about-page">
      <h2>About</h2>

      <section aria-labelledby="about-purpose">
        <h3 id="about-purpose" className="h5">
          Purpose
        </h3>
        <p>
          This site runs {siteName}: seasons, divisions, teams and players, fixtures with their scorecards,
          league and player tables, knockout and single-round tournaments, and leg-by-leg scoring with live
          scoreboards for spectators.
        </p>
      </section>

      <section aria-labelledby="about-custodians">
        <h3 id="about-custodians" className="h5">
          Custodians
        </h3>
        {custodians.length > 0 ? (
          <>
            <p>The league's data and this site are looked after by:</p>
            <ul>
              {custodians.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>The league's data and this site are looked after by the organisers of {siteName}.</p>
        )}
        {(site?.email || site?.website) && (
          <p>
            {site.email && (
              <>
                Contact: <a href={`mailto:${site.email}`}>{site.email}</a>
                {site.website ? '. ' : null}
              </>
            )}
            {site.website && (
              <>
                Website:{' '}
                <a href={site.website} target="_blank" rel="noreferrer">
                  {site.website.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </>
            )}
          </p>
        )}
      </section>

      <section aria-labelledby="about-author">
        <h3 id="about-author" className="h5">
          Author and licence
        </h3>
        <p>
          The application is based on{' '}
          <a href={SOURCE_URL} target="_blank" rel="noreferrer">
            Courage Scores
          </a>{' '}
          by Simon Laing and is published under the{' '}
          <a href="https://www.apache.org/licenses/LICENSE-2.0" target="_blank" rel="noreferrer">
            Apache License 2.0
          </a>{' '}
          (Apache-2.0).
        </p>
      </section>

      <section aria-labelledby="about-credits">
        <h3 id="about-credits" className="h5">
          Credits
        </h3>
        <p>
          Built with React, TanStack Query, Bootstrap, Fastify and Kysely. Thanks to everyone who has recorded
          scores, reported problems and suggested improvements; see the{' '}
          <a href={`${SOURCE_URL}/wiki`} target="_blank" rel="noreferrer">
            project wiki
          </a>{' '}
          for the full credits.
        </p>
      </section>

      <section aria-labelledby="about-policies">
        <h3 id="about-policies" className="h5">
          Policies
        </h3>
        <ul>
          <li>
            <a href="/privacy-policy.html">Privacy policy</a>
          </li>
          <li>
            <a href="/terms-of-service.html">Terms of service</a>
          </li>
        </ul>
      </section>

      <section aria-labelledby="about-build">
        <h3 id="about-build" className="h5">
          Build
        </h3>
        <dl className="row">
          <dt className="col-sm-3">Branch</dt>
          <dd className="col-sm-9">{build.branch ?? 'unknown'}</dd>
          <dt className="col-sm-3">Version</dt>
          <dd className="col-sm-9">
            <code>{build.version ?? 'unknown'}</code>
          </dd>
          <dt className="col-sm-3">Date</dt>
          <dd className="col-sm-9">{build.date ?? 'unknown'}</dd>
          <dt className="col-sm-3">Your browser</dt>
          <dd className="col-sm-9">
            <code>{navigator.userAgent}</code>
          </dd>
        </dl>
      </section>
    </article>
  );
}
