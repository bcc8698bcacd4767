import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  Link,
  matchPath,
  MemoryRouter,
  Outlet,
  Route,
  Routes,
  useLocation,
  useParams,
  useSearchParams,
} from './router';

function Show() {
  const params = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  return <p>{`${pathname} ${JSON.stringify(params)} ${search.get('q') ?? ''}`}</p>;
}

function App({ path }: { path: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          element={
            <main>
              <Link to="/live/connections?q=1">connections</Link>
              <Outlet />
            </main>
          }
        >
          <Route index element={<p>home</p>} />
          <Route path="live/connections" element={<p>connections page</p>} />
          <Route path="live/:type?/:id?" element={<Show />} />
          <Route path="*" element={<p>not found</p>} />
        </Route>
      </Routes>
    </MemoryRouter>
  );
}

describe('router', () => {
  it('matches optional and static segments, any case, decoding params', () => {
    expect(matchPath('live/:type?/:id?', '/live')).toEqual({ params: {}, score: 3 });
    expect(matchPath('division/:d/:mode?', '/Division/Premier%20A/')?.params).toEqual({ d: 'Premier A' });
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
});
