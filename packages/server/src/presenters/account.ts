import type { Account } from '@darts/core/contract/account';
import { normaliseAccess } from '@darts/core/contract/access';
import type { UserDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';

/** The account as the API shows it: never the password hash. */
export function presentAccount(user: Stored<UserDoc>): Account {
  return {
    id: user.id,
    name: user.doc.name,
    givenName: user.doc.givenName,
    emailAddress: user.doc.emailAddress,
    teamId: user.doc.teamId,
    access: normaliseAccess(user.doc.access),
  };
}
