/*
 * What makes a password unacceptable at sign-up: too short, blank (only spaces), or one of the
 * passwords people pick most often, which are the first ones anybody guessing would try.
 */

export const PASSWORD_MIN_LENGTH = 8;

/** The most common passwords of 8 characters or more (compared without regard to case). */
const COMMON_PASSWORDS = new Set(
  `
  00000000 11111111 12341234 12344321 123123123 12345678 123456789 1234567890 123456789a
  12345678910 123qweasd 1q2w3e4r 1q2w3e4r5t 1qaz2wsx 1qazxsw2 87654321 88888888 987654321 99999999
  aa123456 abc12345 abcd1234 abcdefgh access14 asdfasdf asdfghjk asdfghjkl baseball basketball
  batman123 charlie1 computer darts123 dartboard dragon123 football football1 freedom1 iloveyou
  iloveyou1 jennifer letmein1 letmein123 liverpool manchester michelle monkey123 mustang1 password
  password! password1 password12 password123 passw0rd p@ssw0rd p@ssword princess princess1
  q1w2e3r4 q1w2e3r4t5 qazwsxedc qwer1234 qwerty12 qwerty123 qwertyui qwertyuiop shadow12 starwars
  sunshine sunshine1 superman trustno1 welcome1 welcome123 whatever zaq12wsx zxcvbnm1 zxcvbnm123
  `
    .trim()
    .split(/\s+/),
);

/** Why a new password is refused (after "password: "), or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.trim() === '') return 'must not be blank: choose letters, numbers or symbols, not only spaces';
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || /^(.)\1*$/.test(lower)) {
    return 'is one of the most common passwords: choose one that is harder to guess';
  }
  return null;
}
