import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataTableDto } from '@darts/core/contract/data';
import type { AccessFlag } from '@darts/core/account/access';
import { access, buildAccount } from '#web/test/builders';
import { envelope, fakeFetch, type FakeHandler } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';
import { catchDownloads } from '#web/test/downloads';

function table(name: DataTableDto['name'], canImport = true, canExport = true): DataTableDto {
  return { name, dataTypeName: name, canImport, canExport };
}

const TABLES = [
  table('division'),
  table('season'),
  table('team'),
  table('user', false, true),
  table('session'),
];

function serve(flags: AccessFlag[], handlers: Record<string, FakeHandler> = {}) {
  return fakeFetch({
    'GET /api/Account': { body: buildAccount({ access: access(...flags) }) },
    'GET /api/Data/Tables': { body: TABLES },
    ...handlers,
  });
}

afterEach(() => vi.restoreAllMocks());

/** The purge switch says what it empties: the chosen tables the zip holds, no others. */
const PURGE = 'Purge first: empty the chosen tables the zip holds';

describe('the export tab', () => {
  it('shows only with exportData, next to the data browser', async () => {
    serve(['exportData']);
    renderApp('/admin/export');
    const tabs = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(within(tabs).getAllByRole('link').map((l) => l.textContent)).toEqual(['Export', 'Data browser']);
    expect(await screen.findByRole('form', { name: 'Export data' })).toBeTruthy();
  });

  it('asks for a table before exporting', async () => {
    const fake = serve(['exportData']);
    const { user } = renderApp('/admin/export');
    await user.click(await screen.findByRole('button', { name: 'None' }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(screen.getByRole('alert').textContent).toBe('Select some tables to export');
    expect(fake.callsTo('POST', '/api/Data/Export')).toHaveLength(0);
  });

  it('exports the chosen tables with the password and deleted entries, and downloads the zip', async () => {
    const downloads = catchDownloads();
    const fake = serve(['exportData'], {
      'POST /api/Data/Export': { body: envelope({ zip: btoa('PK zip'), tables: { division: 2, team: 5 } }) },
    });
    const { user } = renderApp('/admin/export');
    const form = await screen.findByRole('form', { name: 'Export data' });
    await user.click(within(form).getByLabelText('season'));
    // Accounts and sessions are not ticked at first: an administrator ticks them on purpose.
    expect((within(form).getByLabelText('session') as HTMLInputElement).checked).toBe(false);
    await user.click(within(form).getByLabelText('user'));
    await user.type(within(form).getByLabelText('Password'), 'secret');
    await user.click(within(form).getByRole('switch', { name: 'Include deleted entries' }));
    await user.click(within(form).getByRole('button', { name: 'Export' }));

    const counts = await screen.findByRole('table');
    expect(within(counts).getByRole('row', { name: 'team 5' })).toBeTruthy();
    expect(fake.callsTo('POST', '/api/Data/Export')[0]!.body).toEqual({
      password: 'secret',
      includeDeletedEntries: true,
      tables: { division: [], team: [], user: [] },
    });
    expect(downloads.count()).toBe(1);
    const file = await downloads.file();
    expect(file.name).toMatch(/^darts-data-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(file.text).toBe('PK zip');

    // The rows per table download as CSV too, as the table shows them.
    await user.click(screen.getByRole('button', { name: /^CSV ?of Exported$/ }));
    const csv = await downloads.file(1);
    expect(csv.name).toBe('exported.csv');
    expect(csv.text.split(/\r?\n/)).toEqual(['Table,Rows', 'division,2', 'team,5', '']);
  });

  it('is busy while exporting, and says when the server refuses', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    serve(['exportData'], {
      'POST /api/Data/Export': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user } = renderApp('/admin/export');
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    const busy = await screen.findByRole('button', { name: 'Exporting…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer({ status: 403, body: envelope(null, { errors: ['Not permitted'] }) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not export data');
    expect(alert.textContent).toContain('Not permitted');
  });

  it('says "Unable to export data" when the answer has no zip', async () => {
    serve(['exportData'], { 'POST /api/Data/Export': { body: envelope({ zip: '', tables: {} }) } });
    const { user } = renderApp('/admin/export');
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to export data');
  });
});

describe('the import tab', () => {
  it('shows only with importData, and offers only importable tables, sessions unticked', async () => {
    serve(['importData']);
    renderApp('/admin/import');
    const tabs = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(within(tabs).getAllByRole('link').map((l) => l.textContent)).toEqual(['Import']);
    const form = await screen.findByRole('form', { name: 'Import data' });
    const boxes = within(form).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((c) => `${c.nextSibling?.textContent} ${c.checked}`)).toEqual([
      'division true',
      'season true',
      'team true',
      'session false',
    ]);
    expect((within(form).getByRole('switch', { name: 'Dry run (write nothing)' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('asks for a file first, then for some tables', async () => {
    const fake = serve(['importData']);
    const { user } = renderApp('/admin/import');
    const form = await screen.findByRole('form', { name: 'Import data' });
    await user.click(within(form).getByRole('button', { name: 'Try the import' }));
    expect(within(form).getByRole('alert').textContent).toBe('Select a file first');

    await user.upload(within(form).getByLabelText('Zip file'), new File(['PK'], 'league.zip'));
    await user.click(within(form).getByRole('button', { name: 'None' }));
    await user.click(within(form).getByRole('button', { name: 'Try the import' }));
    expect(within(form).getByRole('alert').textContent).toBe('Select some tables to import');
    expect(fake.callsTo('POST', '/api/Data/Import')).toHaveLength(0);
  });

  it('sends the zip, password, dry run, purge and tables, and shows the messages and counts', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    const fake = serve(['importData'], {
      'POST /api/Data/Import': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user } = renderApp('/admin/import');
    const form = await screen.findByRole('form', { name: 'Import data' });
    await user.upload(within(form).getByLabelText('Zip file'), new File(['PK'], 'league.zip'));
    await user.type(within(form).getByLabelText('Password'), 'secret');
    await user.click(within(form).getByRole('switch', { name: 'Dry run (write nothing)' }));
    await user.click(within(form).getByRole('switch', { name: PURGE }));
    await user.click(within(form).getByLabelText('season'));
    await user.click(within(form).getByRole('button', { name: 'Import' }));

    expect((await within(form).findByRole('button', { name: 'Importing…' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    // Nothing of the form changes while the import runs.
    for (const input of [
      within(form).getByRole('switch', { name: 'Dry run (write nothing)' }),
      within(form).getByRole('switch', { name: PURGE }),
      within(form).getByLabelText('Zip file'),
      within(form).getByLabelText('Password'),
    ])
      expect((input as HTMLInputElement).disabled, input.getAttribute('name') ?? input.id).toBe(true);
    const init = fake.fn.mock.calls.find(([, i]) => i?.method === 'POST')![1]!;
    const sent = init.body as FormData;
    expect((sent.get('zip') as File).name).toBe('league.zip');
    expect(sent.get('password')).toBe('secret');
    expect(sent.get('dryRun')).toBe('false');
    expect(sent.get('purgeData')).toBe('true');
    expect(sent.getAll('tables')).toEqual(['division', 'team']);

    answer({
      body: envelope(
        { tables: { division: 2, team: 5 } },
        {
          messages: [
            'Processing data from darts.example exported on 24 Nov 2026 by Ann Admin',
            'Importing data into division (2 record/s)',
          ],
        },
      ),
    });
    const result = await screen.findByRole('status', { name: 'Import result' });
    expect(within(result).getByText('Import finished.')).toBeTruthy();
    expect(within(result).getByText('Importing data into division (2 record/s)')).toBeTruthy();
    expect(within(result).getByRole('row', { name: 'team 5' })).toBeTruthy();
  });

  it('sends one import however often it is asked while busy', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    const fake = serve(['importData'], {
      'POST /api/Data/Import': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user } = renderApp('/admin/import');
    const form = await screen.findByRole('form', { name: 'Import data' });
    await user.upload(within(form).getByLabelText('Zip file'), new File(['PK'], 'league.zip'));
    await user.click(within(form).getByRole('button', { name: 'Try the import' }));
    const busy = await within(form).findByRole('button', { name: 'Importing…' });
    await user.click(busy);
    await user.type(within(form).getByLabelText('Password'), '{Enter}');
    expect(fake.callsTo('POST', '/api/Data/Import')).toHaveLength(1);
    answer({ body: envelope({ tables: {} }) });
    expect(await within(form).findByText('Dry run finished: nothing was written.')).toBeTruthy();
  });

  it("shows the server's refusal under 'Could not import data'", async () => {
    serve(['importData'], {
      'POST /api/Data/Import': {
        status: 400,
        body: envelope(null, {
          errors: ['Password is incorrect'],
          messages: ['Processing data from darts.example exported on 24 Nov 2026 by Ann Admin'],
        }),
      },
    });
    const { user } = renderApp('/admin/import');
    const form = await screen.findByRole('form', { name: 'Import data' });
    await user.upload(within(form).getByLabelText('Zip file'), new File(['PK'], 'league.zip'));
    await user.click(within(form).getByRole('button', { name: 'Try the import' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('Could not import data');
    expect(within(alert).getByRole('list', { name: 'Errors' }).textContent).toBe('Password is incorrect');
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Try the import' })).toBeTruthy());
  });
});

describe('the table choice', () => {
  it('is used with the keyboard alone: None, All and each table', async () => {
    serve(['exportData']);
    const { user } = renderApp('/admin/export');
    const form = await screen.findByRole('form', { name: 'Export data' });
    const box = (name: string) => within(form).getByLabelText(name) as HTMLInputElement;
    const ticked = () => within(form).getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked);

    within(form).getByRole('button', { name: 'All' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(within(form).getByRole('button', { name: 'None' }));
    await user.keyboard('{Enter}');
    expect(ticked()).toEqual([]);
    await user.tab();
    expect(document.activeElement).toBe(box('division'));
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(box('team'));
    await user.keyboard(' ');
    expect(ticked()).toEqual([box('division'), box('team')]);
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(form).getByRole('button', { name: 'All' }));
    await user.keyboard(' ');
    expect(ticked()).toHaveLength(TABLES.length);
  });
});
