import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateAccessRequest } from '@darts/core/contract/account';
import type { UpdateFeatureRequest } from '@darts/core/contract/feature';
import { accountApi } from '#web/api/account';
import { queryKeys } from '#web/api/keys';
import { featureApi } from '#web/api/site';

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
    meta: { errorTitle: 'Could not save feature' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.features.all }),
  });
}
