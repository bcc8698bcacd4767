/** Knockout tournament rules: the bracket, winners, sides, edits, checks, 180s and hi-checks. Pure. */
export * from './types';
export * from './constants';
export * from './labels';
export * from './winner';
export * from './sides';
export * from './sideEdits';
export * from './seeding';
export * from './layout';
export * from './draw';
export * from './rounds';
export * from './validation';
export * from './scoreEntry';
export * from './accolades';
export * from './rows';
export * from './exportTables';
export * from './otherTournaments';
