import { z } from 'zod';
import { REMINDER_KINDS } from '../reminders/due';
import { instant, nullableText, text } from './fields';

/*
 * A reminder mail (decision 060): one row per reminder ever due (its key), pending until the mail
 * server takes it (retried, never dropped), `logged` when no mail server is configured; and a
 * person's wish to have no more of a kind (`off`).
 */
export const reminderDocSchema = z.object({
  kind: z.enum(REMINDER_KINDS),
  key: text,
  email: text,
  name: text,
  subject: text,
  text: text,
  status: z.enum(['pending', 'sent', 'logged', 'off']),
  attempts: z.number().int().min(0),
  due: instant,
  lastError: nullableText,
  /** The mail's "turn these off" link's token, hashed. */
  offTokenHash: text,
});
export type ReminderDoc = z.infer<typeof reminderDocSchema>;
