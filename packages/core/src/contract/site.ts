import { z } from 'zod';

export const menuItemSchema = z.object({ text: z.string(), url: z.string() });
export type MenuItem = z.infer<typeof menuItemSchema>;

/** Site settings the browser may see. Served by GET /api/Site. */
export const siteSettingsSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  website: z.string().nullable(),
  /** The people who look after the league and this site (the About page). */
  custodians: z.array(z.string()),
  menu: z.object({ beforeDivisions: z.array(menuItemSchema), afterDivisions: z.array(menuItemSchema) }),
  build: z.object({
    branch: z.string().nullable(),
    version: z.string().nullable(),
    date: z.string().nullable(),
    prName: z.string().nullable(),
    prNumber: z.string().nullable(),
  }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
