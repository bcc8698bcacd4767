/**
 * The one answer to a sign-up, whether the address was new or already registered: saying which
 * would tell anyone whose address has an account here (docs/decisions/041).
 */
export const SIGN_UP_ANSWER =
  'If no account had this email address, one has been made with your details: sign in with it';
