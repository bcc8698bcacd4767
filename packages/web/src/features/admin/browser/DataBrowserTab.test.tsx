import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BrowseResult, DataTableDto } from '@darts/core/contract/data';
import { access, buildAccount } from '#web/test/builders';
import { envelope, fakeFetch, type FakeHandler } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';

const TABLES: DataTableDto[] = [
  { name: 'season', dataTypeName: 'Season', canImport: true, canExport: true },
  { name: 'team', dataTypeName: 'Team', canImport: true, canExport: true },
  { name: 'user', dataTypeName: 'User', canImport: false, canExport: false },
];

function page(page: number, ids: string[], totalRows = 23): BrowseResult {
  return {
    table: 'team',
    page,
    pageSize: 10,
    totalRows,
    rows: ids.map((id, i) => ({
      id,
      name: `Team ${id}`,
      date: null,
      divisionId: null,
      seasonId: null,
      deleted: i === 0 ? '2026-11-01T10:00:00Z' : null,
      remover: null,
    })),
  };
}

const TEAM_ROW = {
  id: 't1',
  created: '2026-11-01T10:00:00Z',
  author: 'ann@example.com',
  updated: '2026-11-02T10:00:00Z',
  editor: 'bob@example.com',
  deleted: null,
  remover: null,
  doc: {
    id: 't1',
    name: 'The Crown',
    address: '',
    seasons: [{ id: 'ts1', seasonId: 's1', players: [] }],
    version: 3,
  },
};

function serve(handlers: Record<string, FakeHandler> = {}) {
  return fakeFetch({
    'GET /api/Account': { body: buildAccount({ access: access('exportData') }) },
    'GET /api/Data/Tables': { body: TABLES },
    ...handlers,
  });
}

describe('the data browser', () => {
  it("lists a table's rows page by page, 10 at a time, each id linking to its view", async () => {
    const fake = serve({
      'GET /api/Data/Browse/team/': (call) =>
        call.search.includes('page=3')
          ? { body: envelope(page(3, ['t21', 't22', 't23'])) }
          : { body: envelope(page(1, ['t1', 't2'])) },
    });
    const { user, router } = renderApp('/admin/browser?table=team');
    const rows = await screen.findByRole('list', { name: 'Rows of team' });
    expect(fake.callsTo('GET', '/api/Data/Browse/team/')[0]!.search).toBe('?page=1&pageSize=10');
    expect(within(rows).getByRole('link', { name: 't1' }).getAttribute('href')).toBe(
      '/admin/browser?table=team&id=t1',
    );
    expect(within(rows).getAllByRole('listitem')[0]!.textContent).toContain('deleted');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['1', '2', '3', 'Next', 'Last']);

    await user.click(within(pages).getByRole('link', { name: '3' }));
    expect(router.location.search).toBe('?table=team&page=3');
    expect(await screen.findByRole('link', { name: 't23' })).toBeTruthy();
  });

  it('pages a long table with first, previous, a few pages around this one, next and last', async () => {
    serve({
      'GET /api/Data/Browse/team/': (call) => ({
        body: envelope(page(Number(/page=(\d+)/.exec(call.search)![1]), ['t1'], 4000)),
      }),
    });
    const { user, router } = renderApp('/admin/browser?table=team&page=200');
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['First', 'Previous', '198', '199', '200', '201', '202', 'Next', 'Last']);
    expect(within(pages).getByRole('link', { name: '200' }).getAttribute('aria-current')).toBe('page');
    await user.click(within(pages).getByRole('link', { name: 'Last page, 400' }));
    expect(router.location.search).toBe('?table=team&page=400');
    const last = await screen.findByRole('navigation', { name: 'Pages' });
    await within(last).findByRole('link', { name: '398' });
    expect(within(last).queryByRole('link', { name: /Next/ })).toBeNull();
    await user.click(within(last).getByRole('link', { name: 'Previous page, 399' }));
    expect(router.location.search).toBe('?table=team&page=399');
  });

  it('offers only the tables the account may read (accounts need every flag)', async () => {
    serve();
    renderApp('/admin/browser');
    const form = await screen.findByRole('form', { name: 'Browse data' });
    await within(form).findByRole('option', { name: 'team' });
    expect(
      within(form)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a table', 'season', 'team']);
  });

  it('fetches the table and id typed into the form', async () => {
    serve({
      'GET /api/Data/View/season/s1': {
        body: envelope({ ...TEAM_ROW, id: 's1', doc: { id: 's1', name: 'Winter' } }),
      },
    });
    const { user, router } = renderApp('/admin/browser');
    expect(await screen.findByText('Choose a table to see its rows.')).toBeTruthy();
    await screen.findByRole('option', { name: 'season' });
    await user.selectOptions(screen.getByLabelText('Table'), 'season');
    await user.type(screen.getByLabelText('Id (optional)'), 's1');
    await user.click(screen.getByRole('button', { name: 'Fetch' }));
    expect(router.location.search).toBe('?table=season&id=s1');
    expect(await screen.findByText('Winter')).toBeTruthy();
  });

  it('shows a row without empty, audit and version values, and nested ids hidden, until asked', async () => {
    serve({ 'GET /api/Data/View/team/t1': { body: envelope(TEAM_ROW) } });
    const { user, router } = renderApp('/admin/browser?table=team&id=t1');
    const view = await screen.findByRole('region', { name: 'team t1' });
    expect(within(view).getByText('The Crown')).toBeTruthy();
    expect(within(view).queryByText('address')).toBeNull();
    expect(within(view).queryByText('ann@example.com')).toBeNull();
    expect(within(view).queryByText('3')).toBeNull();
    expect(within(view).queryByText('ts1')).toBeNull();
    // A reference links to the view of the row it names.
    expect(within(view).getByRole('link', { name: 's1' }).getAttribute('href')).toBe(
      '/admin/browser?table=season&id=s1',
    );

    await user.click(within(view).getByRole('switch', { name: 'Show audit values' }));
    expect(router.location.search).toBe('?table=team&id=t1&showAuditValues=true');
    expect(await within(view).findByText('ann@example.com')).toBeTruthy();
    await user.click(within(view).getByRole('switch', { name: 'Show empty values' }));
    expect(await within(view).findByText('address')).toBeTruthy();
    await user.click(within(view).getByRole('switch', { name: 'Show version' }));
    expect(await within(view).findByText('version')).toBeTruthy();
    expect(router.location.search).toBe(
      '?table=team&id=t1&showEmptyValues=true&showAuditValues=true&showVersion=true',
    );
  });

  it('shows ids deeper down with showIdsUptoDepth', async () => {
    serve({ 'GET /api/Data/View/team/t1': { body: envelope(TEAM_ROW) } });
    renderApp('/admin/browser?table=team&id=t1&showIdsUptoDepth=3');
    expect(await screen.findByText('ts1')).toBeTruthy();
  });

  it("shows the server's error when the row is not there", async () => {
    serve({
      'GET /api/Data/View/team/nope': { status: 404, body: envelope(null, { errors: ['Record not found'] }) },
    });
    renderApp('/admin/browser?table=team&id=nope');
    expect((await screen.findByRole('alert')).textContent).toBe('Record not found');
  });

  it('is refused without exportData', async () => {
    fakeFetch({ 'GET /api/Account': { body: buildAccount({ access: access('importData') }) } });
    renderApp('/admin/browser?table=team');
    expect(
      await screen.findByRole('heading', { name: "You're not permitted to use this function" }),
    ).toBeTruthy();
  });
});
