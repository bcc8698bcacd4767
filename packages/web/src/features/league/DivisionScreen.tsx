import { useQuery } from '@tanstack/react-query';
import type { DivisionData } from '@darts/core/contract/divisionData';
import type { Division } from '@darts/core/contract/division';
import type { Season } from '@darts/core/contract/season';
import { isApiError } from '#web/api/client';
import { Spinner } from '#web/components/Spinner';
import { lazyComponent } from '#web/components/lazyComponent';
import { DivisionTabs } from './components/DivisionTabs';
import { TabContent } from './components/TabContent';
import { LeagueViewProvider } from './context';
import { divisionDataQuery } from './divisionDataQueries';
import type { RouteRequest } from './route/request';
import type { ResolvedRequest } from './route/resolve';
import { SelectorBar } from './selector/SelectorBar';
import { useViewValue } from './useViewValue';

// Shown only when the data holds errors, so its code loads only then (docs/decisions/012).
const DataErrors = lazyComponent(async () => (await import('./components/DataErrors')).DataErrors);

interface Props {
  request: RouteRequest;
  resolved: ResolvedRequest;
  seasons: readonly Season[];
  divisions: readonly Division[];
}

/** 'Error accessing division: Code: {status}' plus the server's details. */
function LoadError({ error }: { error: unknown }) {
  const status = isApiError(error) ? String(error.status) : 'none';
  const details = isApiError(error)
    ? [...error.errors, ...error.warnings, ...error.messages]
    : [error instanceof Error ? error.message : String(error)];
  return (
    <div className="alert alert-danger m-3" role="alert">
      <div>Error accessing division: Code: {status}</div>
      {details.length > 0 && (
        <ul className="mb-0">
          {details.map((detail, index) => (
            <li key={index}>{detail}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The division screen: loads the data, then the tabs. */
export function DivisionScreen({ request, resolved, seasons, divisions }: Props) {
  const query = useQuery(
    divisionDataQuery({ divisionIds: resolved.divisionIds, seasonId: resolved.seasonId }),
  );
  if (query.isPending) return <Spinner label="Loading division data" />;
  if (query.isError) return <LoadError error={query.error} />;
  if (!query.data) return <p className="p-3">No data found</p>;
  return (
    <LoadedDivision
      data={query.data}
      request={request}
      resolved={resolved}
      seasons={seasons}
      divisions={divisions}
    />
  );
}

function LoadedDivision({ data, request, resolved, seasons, divisions }: Props & { data: DivisionData }) {
  const view = useViewValue(data, request, resolved, seasons);
  const wrongSeason =
    resolved.seasonId !== null && data.season !== null && data.season.id !== resolved.seasonId;
  return (
    <LeagueViewProvider value={view}>
      <div className="p-3">
        <h2 className="visually-hidden">{view.divisionName}</h2>
        {view.controls && <SelectorBar seasons={seasons} divisions={divisions} />}
        {view.controls && <DivisionTabs />}
        {wrongSeason ? (
          <div className="alert alert-danger" role="alert">
            Data for a different season returned, requested: {request.season}
          </div>
        ) : (
          <>
            {data.dataErrors.length > 0 && <DataErrors />}
            <TabContent />
          </>
        )}
      </div>
    </LeagueViewProvider>
  );
}
