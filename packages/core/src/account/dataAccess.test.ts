import { describe, expect, it } from 'vitest';
import { DATA_TABLES } from '../contract/data';
import { fullAccess, noAccess } from './access';
import { canExportTable, canImportTable, holdsEveryFlag, isDataTable } from './dataAccess';

describe('data table access', () => {
  it('lets an administrator with every flag export and import every table', () => {
    for (const table of DATA_TABLES) {
      expect(canExportTable(fullAccess(), table)).toBe(true);
      expect(canImportTable(fullAccess(), table)).toBe(true);
    }
  });

  it('keeps accounts, sessions and photo bytes from an exporter or importer without every flag', () => {
    const access = { ...fullAccess(), manageAccess: false };
    expect(holdsEveryFlag(access)).toBe(false);
    for (const table of ['user', 'session', 'photo_blob'] as const) {
      expect(canExportTable(access, table)).toBe(false);
      expect(canImportTable(access, table)).toBe(false);
    }
    expect(canExportTable(access, 'game')).toBe(true);
  });

  it('imports a table only with importData and the flag that edits it', () => {
    const importer = { ...noAccess(), importData: true, manageTeams: true };
    expect(canImportTable(importer, 'team')).toBe(true);
    expect(canImportTable(importer, 'game')).toBe(false);
    expect(canImportTable({ ...noAccess(), manageTeams: true }, 'team')).toBe(false);
    expect(canExportTable(noAccess(), 'team')).toBe(false);
  });

  it('knows its tables', () => {
    expect(isDataTable('game')).toBe(true);
    expect(isDataTable('games')).toBe(false);
  });
});
