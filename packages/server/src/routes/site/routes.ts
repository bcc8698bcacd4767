import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteSettingsSchema, type SiteSettings } from '@darts/core/contract/site';
import { SITE_ROUTES } from '@darts/core/contract/routes/site';
import type { Config } from '#server/config';
import type { AppContext } from '#server/context';
import { serve } from '../serve';

/** The site settings the browser may see: an explicit list, nothing else from the configuration. */
export function siteSettings(config: Config): SiteSettings {
  return {
    name: config.SITE_NAME,
    email: config.SITE_EMAIL ?? null,
    facebook: config.SITE_FACEBOOK ?? null,
    twitter: config.SITE_TWITTER ?? null,
    website: config.SITE_WEBSITE ?? null,
    custodians: config.SITE_CUSTODIANS,
    menu: { beforeDivisions: config.SITE_MENU_BEFORE, afterDivisions: config.SITE_MENU_AFTER },
    build: {
      branch: config.BUILD_BRANCH ?? null,
      version: config.BUILD_VERSION ?? null,
      date: config.BUILD_DATE ?? null,
      prName: config.BUILD_PR_NAME ?? null,
      prNumber: config.BUILD_PR_NUMBER ?? null,
    },
  };
}

export const siteRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const settings = siteSettings(ctx.config);
    serve(
      app,
      SITE_ROUTES.settings,
      {
        schema: {
          tags: ['Site'],
          summary: 'Site name, contact, social links, menu items and build',
          response: { 200: siteSettingsSchema },
        },
      },
      async () => settings,
    );
  };
