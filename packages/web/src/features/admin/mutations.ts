import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { UpdateAccessRequest } from '@darts/core/contract/account';
import type { UpdateFeatureRequest } from '@darts/core/contract/feature';
import { accountManageApi } from '#web/api/accountManage';
import { dataApi, type ExportRequest } from '#web/api/data';
import { queryKeys } from '#web/api/keys';
import { featureManageApi } from '#web/api/featureManage';
import { templateApi } from '#web/api/template';
import type { EditTemplateRequest } from '@darts/core/contract/template';

/*
 * The admin area's editors show a failure inside their form (`handlesErrors`); a save reloads
 * what it changed.
 */
function useAdminWrite<V, R>(mutationFn: (variables: V) => Promise<R>, reloads: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reloads }),
  });
}

/** AccessEditor: both the list and (when editing yourself) the signed-in account change. */
export const useUpdateAccessMutation = () =>
  useAdminWrite(
    (request: UpdateAccessRequest) => accountManageApi.updateAccess(request),
    queryKeys.account.all,
  );

/** FeatureEditor shows a refusal as `SAVE_FEATURE_ERROR`. */
export const useUpdateFeatureMutation = () =>
  useAdminWrite((request: UpdateFeatureRequest) => featureManageApi.update(request), queryKeys.features.all);

/** 'Could not save data': the admin area's one save without a title of its own. */
export const SAVE_FEATURE_ERROR = 'Could not save data';

/** The titles TemplateEditor shows a refusal under, beside its buttons. */
export const TEMPLATE_ERRORS = {
  save: 'Could not save template',
  delete: 'Could not delete template',
} as const;

/** Saving a template shows the server's messages under 'Could not save template'. */
export const useSaveTemplateMutation = () =>
  useAdminWrite((request: EditTemplateRequest) => templateApi.save(request), queryKeys.templates.all);

export const useDeleteTemplateMutation = () =>
  useAdminWrite((id: string) => templateApi.delete(id), queryKeys.templates.all);

/** The export tab and the export buttons show a failure themselves ('Could not export data'). */
export function useExportDataMutation() {
  return useMutation({
    mutationFn: async (request: ExportRequest) => (await dataApi.export(request)).result,
    meta: { handlesErrors: true },
  });
}

/** An import (not a dry run) changes anything: every cached answer is refetched. */
export function useImportDataMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { form: FormData; dryRun: boolean }) => dataApi.import(request.form),
    meta: { handlesErrors: true },
    onSuccess: (_answer, request) => {
      if (!request.dryRun) void queryClient.invalidateQueries();
    },
  });
}
