/**
 * The account contract's schemas, and zod with them (about 23 kB gzip), loaded when a form is
 * first used rather than with the page: the sign-in and sign-up pages stay within their download
 * budget (docs/decisions/007 and 012).
 */
export const loadAccountSchemas = () => import('@darts/core/contract/account');
