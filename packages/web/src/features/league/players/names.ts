/** Multiple mode of the player dialog: one name per line, blank lines ignored. */
export function playerNames(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
