import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@darts/core/contract/common';
import {
  DEVICE_MESSAGES,
  approveDeviceRequestSchema,
  boardAnswerSchema,
  boardCallSchema,
  boardParamsSchema,
  claimDeviceAnswerSchema,
  claimDeviceRequestSchema,
  deviceCodeSchema,
  deviceSchema,
  updateDeviceRequestSchema,
} from '@darts/core/contract/device';
import { envelopeSchema, ok } from '@darts/core/contract/envelope';
import { DEVICE_ROUTES } from '@darts/core/contract/routes/device';
import { requireAccess } from '#server/auth/guard';
import { startSession } from '#server/auth/sessionCookie';
import type { AppContext } from '#server/context';
import { boardAnswer, boardCallAnswer } from '#server/services/boardDevice';
import {
  approveDevice,
  claimDevice,
  createDeviceCode,
  listDevices,
  revokeDevice,
  updateDevice,
} from '#server/services/devices';
import { serve } from '../serve';

/* Devices signed in by a code (decision 051): a device asks for a code and claims it; an administrator approves, renames, revokes. */

export const deviceRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      DEVICE_ROUTES.code,
      {
        // A code is cheap to ask for and each is a pending device: a few per address at a time.
        config: { rateLimit: { max: ctx.config.DEVICE_CODES_PER_TEN_MINUTES, timeWindow: '10 minutes' } },
        schema: {
          tags: ['Device'],
          summary:
            'A code for this device to show (anyone; a few per address every 10 minutes): it waits 10 minutes for an administrator to approve it',
          response: { 200: deviceCodeSchema },
        },
      },
      async () => createDeviceCode(ctx),
    );

    serve(
      app,
      DEVICE_ROUTES.claim,
      {
        config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: {
          tags: ['Device'],
          summary:
            'The device asks whether its code was approved (with its claim token): once it was, the answer signs it in (the session cookie) and the token is spent',
          body: claimDeviceRequestSchema,
          response: { 200: claimDeviceAnswerSchema },
        },
      },
      async (request, reply) =>
        claimDevice(ctx, request.body.id, request.body.pollToken, (userId) =>
          startSession(ctx, request, reply, userId),
        ),
    );

    serve(
      app,
      DEVICE_ROUTES.approve,
      {
        config: { signedIn: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['Device'],
          summary:
            "Approve the code a device shows (manageAccess): its name and role (a board's scorer, or a read-only display); it is signed in within seconds",
          body: approveDeviceRequestSchema,
          response: { 200: envelopeSchema(deviceSchema) },
        },
      },
      async (request) => {
        const caller = requireAccess(request, 'manageAccess');
        const device = await approveDevice(ctx, caller, request.body);
        return ok(device, [DEVICE_MESSAGES.approved(device.name)]);
      },
    );

    serve(
      app,
      DEVICE_ROUTES.list,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Device'],
          summary: 'The signed-in devices, by name (manageAccess)',
          response: { 200: z.array(deviceSchema) },
        },
      },
      async (request) => {
        requireAccess(request, 'manageAccess');
        return listDevices(ctx);
      },
    );

    serve(
      app,
      DEVICE_ROUTES.board,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Device'],
          summary:
            "A board's scorer device: its board (its name) and the match the call list gives it, if any (decision 055)",
          response: { 200: boardAnswerSchema },
        },
      },
      async (request) => boardAnswer(ctx, request.caller),
    );

    serve(
      app,
      DEVICE_ROUTES.boardCall,
      {
        schema: {
          tags: ['Device'],
          summary:
            "The match a board (by its name, such as Board 3) is called to now and its leg-by-leg record once started: a stream's board overlay follows it (anyone, as the call list is public)",
          params: boardParamsSchema,
          response: { 200: boardCallSchema },
        },
      },
      async (request) => boardCallAnswer(ctx, request.params.name),
    );

    serve(
      app,
      DEVICE_ROUTES.update,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Device'],
          summary: 'Rename a device, change its role or the hours it may stay idle (manageAccess)',
          params: idParamsSchema,
          body: updateDeviceRequestSchema,
          response: { 200: envelopeSchema(deviceSchema) },
        },
      },
      async (request) => {
        const caller = requireAccess(request, 'manageAccess');
        const device = await updateDevice(ctx, caller, request.params.id, request.body);
        return ok(device, ['Device updated']);
      },
    );

    serve(
      app,
      DEVICE_ROUTES.revoke,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Device'],
          summary: 'Sign a device out at once and forget it (manageAccess)',
          params: idParamsSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        requireAccess(request, 'manageAccess');
        const name = await revokeDevice(ctx, request.params.id);
        return ok(null, [DEVICE_MESSAGES.revoked(name)]);
      },
    );
  };
