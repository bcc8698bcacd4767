import { route } from './route';

/** Reminder mails (packages/server/src/routes/reminder, decisions 060 and 059). */
export const REMINDER_ROUTES = {
  /** A mail's link: no more reminders of its kind to its address (a short page offering "Turn back on"). */
  off: route<string>()('GET', '/api/Reminder/Off/:id'),
  /** The same link's token: reminders of its kind to its address again (a short page offering "Turn off"). */
  on: route<string>()('GET', '/api/Reminder/On/:id'),
} as const;
