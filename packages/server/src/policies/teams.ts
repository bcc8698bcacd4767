import type { Caller } from '#server/auth/guard';
import type { TeamPlayerDoc } from '#server/db/docs';

/* Who may see what of a team. */

/** Player e-mail addresses are shown to manageAccess and manageTeams, and to the player themself. */
export function emailVisibility(caller: Caller): (player: TeamPlayerDoc) => boolean {
  const all = caller?.doc.access.manageAccess === true || caller?.doc.access.manageTeams === true;
  const own = caller?.doc.emailAddress.toLowerCase() ?? null;
  return (player) => all || (own !== null && player.emailAddress?.toLowerCase() === own);
}

/** Whether the caller sees this player's e-mail address (see `emailVisibility`). */
export function canSeePlayerEmail(caller: Caller, player: TeamPlayerDoc): boolean {
  return emailVisibility(caller)(player);
}
