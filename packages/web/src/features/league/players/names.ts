/** Multiple mode of the player dialog: one name per line, blank lines ignored (spec 2 section 5). */
export function playerNames(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
