import { queryOptions } from '@tanstack/react-query';
import { API_KEY_MANAGE_ROUTES } from '@darts/core/contract/routes/apiKeyManage';
import { DEVICE_ROUTES } from '@darts/core/contract/routes/device';
import { WEBHOOK_MANAGE_ROUTES } from '@darts/core/contract/routes/webhookManage';
import { accountManageApi } from '#web/api/accountManage';
import { call } from '#web/api/client';
import { dataApi } from '#web/api/data';
import { errorManageApi } from '#web/api/errorManage';
import { queryKeys } from '#web/api/keys';
import { scorecardApi } from '#web/api/scorecard';
import { templateApi } from '#web/api/template';
import type { TemplateHealthRequest } from '@darts/core/contract/template';

/** The signed-in devices (GET /api/Device, decision 051). */
export const devicesQuery = () =>
  queryOptions({
    queryKey: queryKeys.devices(),
    queryFn: async () => (await call(DEVICE_ROUTES.list)) ?? [],
    staleTime: 0,
  });

/** The public read API's keys (GET /api/ApiKey, decision 058). */
export const apiKeysQuery = () =>
  queryOptions({
    queryKey: queryKeys.apiKeys(),
    queryFn: async () => (await call(API_KEY_MANAGE_ROUTES.list)) ?? [],
    staleTime: 0,
  });

/** The webhooks (GET /api/Webhook, decision 059). */
export const webhooksQuery = () =>
  queryOptions({
    queryKey: queryKeys.webhooks.list(),
    queryFn: async () => (await call(WEBHOOK_MANAGE_ROUTES.list)) ?? [],
    staleTime: 0,
  });

/** A webhook's latest deliveries, asked again every 5 seconds while shown. */
export const webhookDeliveriesQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.webhooks.deliveries(id),
    queryFn: async () => (await call(WEBHOOK_MANAGE_ROUTES.deliveries, { params: { id } })) ?? [],
    staleTime: 0,
    refetchInterval: 5000,
  });

export const accountListQuery = () =>
  queryOptions({ queryKey: queryKeys.account.list(), queryFn: () => accountManageApi.all() });

export const errorsSinceQuery = (date: string) =>
  queryOptions({
    queryKey: queryKeys.errors.since(date),
    queryFn: () => errorManageApi.since(date),
    staleTime: 0,
  });

export const errorDetailQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.errors.detail(id),
    queryFn: () => errorManageApi.get(id),
    staleTime: Infinity,
  });

export const templatesQuery = () =>
  queryOptions({ queryKey: queryKeys.templates.list(), queryFn: () => templateApi.list(), staleTime: 0 });

/** A draft template's health (POST /api/Template/Health); a draft the server refuses shows no result. */
export const templateHealthQuery = (draft: TemplateHealthRequest) =>
  queryOptions({
    queryKey: queryKeys.templates.health(JSON.stringify(draft)),
    queryFn: () => templateApi.health(draft),
    staleTime: Infinity,
    meta: { handlesErrors: true },
  });

export const dataTablesQuery = () =>
  queryOptions({ queryKey: queryKeys.data.tables(), queryFn: () => dataApi.tables() });

export const browseQuery = (table: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: queryKeys.data.browse(table, page, pageSize),
    queryFn: async () => (await dataApi.browse(table, { page, pageSize })).result,
    staleTime: 0,
    meta: { handlesErrors: true },
  });

export const viewQuery = (table: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.data.view(table, id),
    queryFn: async () => (await dataApi.view(table, id)).result,
    staleTime: 0,
    meta: { handlesErrors: true },
  });

/** Fixtures whose two teams' submissions differ (GET /api/Scores/Disagreements). */
export const disagreementsQuery = () =>
  queryOptions({
    queryKey: queryKeys.games.disagreements(),
    queryFn: () => scorecardApi.disagreements(),
    staleTime: 0,
  });
