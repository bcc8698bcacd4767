import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account, LoginRequest, SignUpRequest } from '@darts/core/contract/account';
import type { Envelope } from '@darts/core/contract/envelope';
import { accountSignInApi } from '#web/api/accountSignIn';
import { queryKeys } from '#web/api/keys';

/** Sign-in and sign-up failures are shown on the form, not in the error panel. */
export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: LoginRequest) => accountSignInApi.login(request),
    meta: { handlesErrors: true },
    onSuccess: (envelope: Envelope<Account>) =>
      queryClient.setQueryData(queryKeys.account.current(), envelope.result),
  });
}

/** Signs nobody in: the answer is the same for a registered address (docs/decisions/041). */
export const useSignUpMutation = () =>
  useMutation({
    mutationFn: (request: SignUpRequest) => accountSignInApi.signUp(request),
    meta: { handlesErrors: true },
  });
