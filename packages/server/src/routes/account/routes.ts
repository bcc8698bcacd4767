import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountSchema,
  loginRequestSchema,
  redirectQuerySchema,
  safeRedirectPath,
  signUpRequestSchema,
  updateAccessRequestSchema,
} from '@darts/core/contract/account';
import { SIGN_UP_ANSWER } from '@darts/core/account/signUp';
import { envelopeSchema, ok } from '@darts/core/contract/envelope';
import { textField } from '@darts/core/contract/fields';
import { ACCOUNT_ROUTES } from '@darts/core/contract/routes/account';
import { ACCOUNT_MANAGE_ROUTES } from '@darts/core/contract/routes/accountManage';
import { ACCOUNT_SIGN_IN_ROUTES } from '@darts/core/contract/routes/accountSignIn';
import type { Route } from '@darts/core/contract/routes/route';
import { requireAccess, requireCaller } from '#server/auth/guard';
import { startSession as startCookieSession } from '#server/auth/sessionCookie';
import { SESSION_COOKIE } from '#server/auth/sessions';
import type { AppContext } from '#server/context';
import { navigationFromOwnSite } from '#server/http/csrf';
import type { UserDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { notPermitted } from '#server/errors';
import { canSeeAccount } from '#server/policies/accounts';
import { presentAccount } from '#server/presenters/account';
import { authenticate, findUserByEmail, listUsers, signUp, updateAccess } from '#server/services/accounts';
import { serve } from '../serve';

const accountEnvelope = envelopeSchema(accountSchema);

export const accountRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const signInRate = { max: ctx.config.SIGN_IN_LIMIT_PER_MINUTE, timeWindow: '1 minute' };
    const startSession = (request: FastifyRequest, reply: FastifyReply, user: Stored<UserDoc>) =>
      startCookieSession(ctx, request, reply, user.id);

    serve(
      app,
      ACCOUNT_ROUTES.current,
      {
        schema: {
          tags: ['Account'],
          summary: 'The signed-in account (204 when signed out)',
          response: { 200: accountSchema, 204: z.null() },
        },
      },
      async (request, reply) =>
        request.caller ? presentAccount(request.caller) : reply.status(204).send(null),
    );

    serve(
      app,
      ACCOUNT_MANAGE_ROUTES.all,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Account'],
          summary: 'Every account (manageAccess)',
          response: { 200: z.array(accountSchema) },
        },
      },
      async (request) => {
        requireAccess(request, 'manageAccess');
        return (await listUsers(ctx)).map(presentAccount);
      },
    );

    serve(
      app,
      ACCOUNT_MANAGE_ROUTES.get,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Account'],
          summary: 'One account by id or email address (manageAccess, or your own)',
          params: z.object({ id: textField('account', 254) }),
          response: { 200: accountSchema, 204: z.null() },
        },
      },
      async (request, reply) => {
        const caller = requireCaller(request);
        const key = request.params.id;
        const target = key.includes('@')
          ? await findUserByEmail(ctx, key)
          : await ctx.repos.users.get(key).catch(() => null);
        if (!canSeeAccount(caller, target)) throw notPermitted();
        return target && !target.deleted ? presentAccount(target) : reply.status(204).send(null);
      },
    );

    serve(
      app,
      ACCOUNT_MANAGE_ROUTES.updateAccess,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Account'],
          summary: "Replace an account's access flags (manageAccess)",
          body: updateAccessRequestSchema,
          response: { 200: accountEnvelope },
        },
      },
      async (request) => {
        const caller = requireAccess(request, 'manageAccess');
        const updated = await updateAccess(ctx, caller, request.body);
        return ok(presentAccount(updated), ['Access updated']);
      },
    );

    /** GET on each of the declared wire paths (with or without the final slash) redirects the browser to the web `page`. */
    const redirectToPage = (declared: Route, page: string, summary: string) => {
      const options = { schema: { tags: ['Account'], summary, querystring: redirectQuerySchema } };
      const handler = async (
        request: FastifyRequest<{ Querystring: z.infer<typeof redirectQuerySchema> }>,
        reply: FastifyReply,
      ) =>
        reply.redirect(
          `${page}?redirectUrl=${encodeURIComponent(safeRedirectPath(request.query.redirectUrl))}`,
        );
      serve(app, declared, options, handler);
    };
    redirectToPage(ACCOUNT_ROUTES.loginPage, '/login', 'Redirects the browser to the sign-in page');

    serve(
      app,
      ACCOUNT_SIGN_IN_ROUTES.login,
      {
        config: { rateLimit: signInRate },
        schema: {
          tags: ['Account'],
          summary: 'Sign in with email address and password (sets the session cookie)',
          body: loginRequestSchema,
          response: { 200: accountEnvelope },
        },
      },
      async (request, reply) => {
        const user = await authenticate(ctx, request.body.emailAddress, request.body.password);
        await startSession(request, reply, user);
        return ok(presentAccount(user), ['Signed in']);
      },
    );

    serve(
      app,
      ACCOUNT_SIGN_IN_ROUTES.signUp,
      {
        config: { rateLimit: signInRate },
        schema: {
          tags: ['Account'],
          summary:
            'Create an account with no access flags unless the address has one; the answer is the same either way, and signs nobody in',
          body: signUpRequestSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await signUp(ctx, request.body);
        return ok(null, [SIGN_UP_ANSWER]);
      },
    );

    // Signing out changes state, so it is a POST (a form on the page, or any API client): another
    // site can make a browser follow a link, but not send our header or our Origin.
    // The page's form posts `application/x-www-form-urlencoded`, read here for this plugin only.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const logout = {
      schema: {
        tags: ['Account'],
        summary: 'Signs out and redirects the browser to redirectUrl (303)',
        querystring: redirectQuerySchema,
        body: redirectQuerySchema.nullish(),
      },
    };
    const endSession = async (request: FastifyRequest, reply: FastifyReply) => {
      await ctx.sessions.end(request.cookies[SESSION_COOKIE]);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    };
    const signOut = async (
      request: FastifyRequest<{
        Querystring: z.infer<typeof redirectQuerySchema>;
        Body: z.infer<typeof redirectQuerySchema> | null | undefined;
      }>,
      reply: FastifyReply,
    ) => {
      await endSession(request, reply);
      const target = request.body?.redirectUrl ?? request.query.redirectUrl;
      return reply.redirect(safeRedirectPath(target), 303);
    };
    serve(app, ACCOUNT_ROUTES.logout, logout, signOut);

    // Following the sign-out link from one of our own pages signs out and goes to redirectUrl, as
    // the original client does; from anywhere else it only shows the sign-out page, whose button
    // posts the sign-out (docs/decisions/041).
    serve(
      app,
      ACCOUNT_ROUTES.logoutPage,
      {
        schema: {
          tags: ['Account'],
          summary:
            'From our own pages (Sec-Fetch-Site: same-origin, or our Referer): signs out and redirects to redirectUrl; otherwise redirects to the sign-out page (its button signs out)',
          querystring: redirectQuerySchema,
        },
      },
      async (request, reply) => {
        if (!navigationFromOwnSite(request, ctx.config.PUBLIC_URL)) {
          const target = safeRedirectPath(request.query.redirectUrl);
          return reply.redirect(`/logout?redirectUrl=${encodeURIComponent(target)}`);
        }
        await endSession(request, reply);
        return reply.redirect(safeRedirectPath(request.query.redirectUrl));
      },
    );
  };
