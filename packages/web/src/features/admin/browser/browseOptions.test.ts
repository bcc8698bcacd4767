import { describe, expect, it } from 'vitest';
import { browseSearch, readBrowseOptions, referencedTable, showsProperty } from './browseOptions';

const read = (search: string) => readBrowseOptions(new URLSearchParams(search));

describe('the data browser address', () => {
  it('defaults to page 1 of 10 rows, ids at the first level, and hides empty, audit and version values', () => {
    expect(read('')).toEqual({
      table: '',
      id: '',
      page: 1,
      pageSize: 10,
      showEmptyValues: false,
      showAuditValues: false,
      showVersion: false,
      showIdsUptoDepth: 1,
    });
  });

  it('reads every option, and ignores values it cannot use', () => {
    const options = read(
      '?table=team&id=t1&page=3&pageSize=25&showEmptyValues=TRUE&showAuditValues=1&showVersion=true&showIdsUptoDepth=2',
    );
    expect(options).toMatchObject({ table: 'team', id: 't1', page: 3, pageSize: 25, showIdsUptoDepth: 2 });
    expect([options.showEmptyValues, options.showAuditValues, options.showVersion]).toEqual([
      true,
      true,
      true,
    ]);
    expect(read('?page=0&pageSize=x&showIdsUptoDepth=-1')).toMatchObject({
      page: 1,
      pageSize: 10,
      showIdsUptoDepth: 1,
    });
  });

  it('writes back only what differs from the defaults', () => {
    const options = read('?table=team&showVersion=true');
    expect(browseSearch(options)).toBe('?table=team&showVersion=true');
    expect(browseSearch(options, { id: 't1', showVersion: false, page: 2 })).toBe('?table=team&id=t1&page=2');
    expect(browseSearch(read(''))).toBe('');
  });
});

describe('which properties the viewer shows', () => {
  const options = read('');

  it('never shows stored system fields, and audit values and the version only when asked', () => {
    expect(showsProperty('_etag', 'x', 1, options)).toBe(false);
    expect(showsProperty('updated', '2026-11-24', 1, options)).toBe(false);
    expect(showsProperty('Author', 'ann', 1, read('?showAuditValues=true'))).toBe(true);
    expect(showsProperty('deleted', null, 1, read('?showAuditValues=true'))).toBe(false);
    expect(showsProperty('version', 2, 1, options)).toBe(false);
    expect(showsProperty('version', 2, 1, read('?showVersion=true'))).toBe(true);
  });

  it('shows ids up to showIdsUptoDepth', () => {
    expect(showsProperty('id', 'a', 1, options)).toBe(true);
    expect(showsProperty('id', 'b', 2, options)).toBe(false);
    expect(showsProperty('id', 'b', 2, read('?showIdsUptoDepth=2'))).toBe(true);
  });

  it('hides empty values (null, blank, empty lists) unless asked, but keeps 0 and false', () => {
    for (const empty of [null, '', [], {}]) {
      expect(showsProperty('notes', empty, 1, options)).toBe(false);
      expect(showsProperty('notes', empty, 1, read('?showEmptyValues=true'))).toBe(true);
    }
    expect(showsProperty('scoreA', 0, 2, options)).toBe(true);
    expect(showsProperty('singleRound', false, 1, options)).toBe(true);
  });

  it('links references to the table they point at', () => {
    expect(referencedTable('seasonId')).toBe('season');
    expect(referencedTable('saygId')).toBe('sayg');
    expect(referencedTable('name')).toBeNull();
  });
});
