import { badRequest } from '../../../errors';

/*
 * The original system's export (meta.json version v2, PascalCase documents, its AES-128-CBC):
 * decoded into our tables and stored shapes. Its importer replaces this placeholder (issue 16,
 * item 2); until then such a zip is refused with a clear message.
 */

export const ORIGINAL_NOT_SUPPORTED_YET =
  'This zip was exported by the original system; importing it is not available yet';

export async function decodeOriginalExport(
  entries: ReadonlyMap<string, Buffer>,
  password: string | undefined,
): Promise<{ tables: Record<string, unknown[]>; messages: string[] }> {
  void entries;
  void password;
  throw badRequest(ORIGINAL_NOT_SUPPORTED_YET);
}
