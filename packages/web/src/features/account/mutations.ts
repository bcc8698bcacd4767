import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, SignUpRequest } from '@darts/core/contract/account';
import { accountApi } from '#web/api/account';
import { queryKeys } from '#web/api/keys';

/** Sign-in failures are shown on the form, not in the error panel. */
export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: LoginRequest) => accountApi.login(request),
    meta: { handlesErrors: true },
    onSuccess: (envelope) => queryClient.setQueryData(queryKeys.account.current(), envelope.result),
  });
}

export function useSignUpMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SignUpRequest) => accountApi.signUp(request),
    meta: { handlesErrors: true },
    onSuccess: (envelope) => queryClient.setQueryData(queryKeys.account.current(), envelope.result),
  });
}
