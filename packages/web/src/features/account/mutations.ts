import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account, LoginRequest, SignUpRequest } from '@darts/core/contract/account';
import type { Envelope } from '@darts/core/contract/envelope';
import { accountSignInApi } from '#web/api/accountSignIn';
import { queryKeys } from '#web/api/keys';

/** Sign-in and sign-up failures are shown on the form, not in the error panel; both sign you in. */
function useSignInWrite<Request>(call: (request: Request) => Promise<Envelope<Account>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { handlesErrors: true },
    onSuccess: (envelope) => queryClient.setQueryData(queryKeys.account.current(), envelope.result),
  });
}

export const useLoginMutation = () =>
  useSignInWrite((request: LoginRequest) => accountSignInApi.login(request));

export const useSignUpMutation = () =>
  useSignInWrite((request: SignUpRequest) => accountSignInApi.signUp(request));
