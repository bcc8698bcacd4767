import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateAccessRequest } from '@darts/core/contract/account';
import type { UpdateFeatureRequest } from '@darts/core/contract/feature';
import { accountApi } from '#web/api/account';
import { dataApi, type ExportRequest } from '#web/api/data';
import { queryKeys } from '#web/api/keys';
import { featureApi } from '#web/api/site';
import { templateApi } from '#web/api/template';
import type { EditTemplateRequest } from '@darts/core/contract/template';

/** AccessEditor shows a failure inside its form. */
export function useUpdateAccessMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateAccessRequest) => accountApi.updateAccess(request),
    meta: { handlesErrors: true },
    // Both the list and (when editing yourself) the signed-in account change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.all }),
  });
}

export function useUpdateFeatureMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateFeatureRequest) => featureApi.update(request),
    // FeatureEditor shows a refusal inside its form, as `SAVE_FEATURE_ERROR`.
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.features.all }),
  });
}

/** Spec 3 section 8's 'Could not save data': the admin area's one save without a title of its own. */
export const SAVE_FEATURE_ERROR = 'Could not save data';

/** The titles TemplateEditor shows a refusal under, beside its buttons (spec 3's wording). */
export const TEMPLATE_ERRORS = {
  save: 'Could not save template',
  delete: 'Could not delete template',
} as const;

/** Saving a template shows the server's messages under 'Could not save template' (spec 3). */
export function useSaveTemplateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: EditTemplateRequest) => templateApi.save(request),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.templates.all }),
  });
}

export function useDeleteTemplateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => templateApi.delete(id),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.templates.all }),
  });
}

/** The export tab and the export buttons show a failure themselves (spec 3: 'Could not export data'). */
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
