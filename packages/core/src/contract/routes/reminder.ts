import { route } from './route';

/** Reminder mails (packages/server/src/routes/reminder, decision 060). */
export const REMINDER_ROUTES = {
  /** A mail's link: no more reminders of its kind to its address (a plain text answer). */
  off: route<string>()('GET', '/api/Reminder/Off/:id'),
} as const;
