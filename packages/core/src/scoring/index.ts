/** Darts scoring rules for leg-by-leg scoring (sayg). Pure functions: no I/O, clock or DOM. */
export * from './types';
export * from './visit';
export * from './impossible';
export * from './checkout';
export * from './suggestion';
export * from './leg';
export * from './match';
export * from './statistics';
export * from './checkoutChances';
export * from './progress';
export * from './state';
export * from './handicap';
