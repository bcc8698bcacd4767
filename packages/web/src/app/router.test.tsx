import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parse } from 'regexparam';
import { describe, expect, it } from 'vitest';
import { Link, matchRoute, Route, Switch, useSearchParams } from 'wouter';
import { routeParams, useLocation, useParams } from '#web/routing/location';
import { AppRouter } from './router';

/** The route's named params when `pattern` matches `pathname` as the app's router sees it, else null. */
function matchPath(pattern: string, pathname: string) {
  const [matched, params] = matchRoute(parse, pattern, decodeURI(pathname));
  return matched ? { params: routeParams(params) } : null;
}

function Show() {
  const params = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  return <p>{`${pathname} ${JSON.stringify(params)} ${search.get('q') ?? ''}`}</p>;
}

function App({ path }: { path: string }) {
  window.history.replaceState(null, '', path);
  return (
    <AppRouter>
      <main>
        <Link to="/live/connections?q=1">connections</Link>
        <Switch>
          <Route path="/">
            <p>home</p>
          </Route>
          <Route path="live/connections">
            <p>connections page</p>
          </Route>
          <Route path="live/:type?/:id?">
            <Show />
          </Route>
          <Route>
            <p>not found</p>
          </Route>
        </Switch>
      </main>
    </AppRouter>
  );
}

describe('router', () => {
  it('matches optional and static segments, any case, decoding params', () => {
    expect(matchPath('live/:type?/:id?', '/live')).toEqual({ params: {} });
    expect(matchPath('division/:d/:mode?', '/Division/Premier%20A/')?.params).toEqual({ d: 'Premier A' });
    expect(matchPath('division/:d', '/division/A%2FB%26C')?.params).toEqual({ d: 'A/B&C' });
    expect(matchPath('teams', '/teams/x')).toBeNull();
  });

  it('renders the best route inside the layout, and not found for the rest', () => {
    const { unmount } = render(<App path="/live/connections" />);
    expect(screen.getByText('connections page')).toBeTruthy();
    unmount();
    render(<App path="/nowhere/at/all" />);
    expect(screen.getByText('not found')).toBeTruthy();
  });

  it('gives params and the query to the page, and follows links', async () => {
    render(<App path="/live/match/abc?q=x" />);
    expect(screen.getByText('/live/match/abc {"type":"match","id":"abc"} x')).toBeTruthy();
    await act(async () => userEvent.click(screen.getByRole('link', { name: 'connections' })));
    expect(await screen.findByText('connections page')).toBeTruthy();
  });

  it('replaces the history entry when a link leads to the address already shown', async () => {
    render(<App path="/live/connections?q=1" />);
    const entries = window.history.length;
    await act(async () => userEvent.click(screen.getByRole('link', { name: 'connections' })));
    expect(window.history.length).toBe(entries);
    expect(screen.getByText('connections page')).toBeTruthy();
  });
});
