import { AccountForm, CredentialFields, useCredentials } from './AccountForm';
import { WRONG_CREDENTIALS } from './formErrors';
import { useLoginMutation } from './mutations';

const FIELDS = ['emailAddress', 'password'] as const;

/** `/login?redirectUrl=`: email and password sign-in, then a full page load back to where you were. */
export function LoginPage() {
  const login = useLoginMutation();
  const credentials = useCredentials();
  const { emailAddress, password } = credentials;

  return (
    <AccountForm
      title="Sign in"
      fieldNames={FIELDS}
      mutation={login}
      messages={{ fallback: { 401: WRONG_CREDENTIALS } }}
      parse={({ loginRequestSchema }) => loginRequestSchema.safeParse({ emailAddress, password })}
      other={{ question: 'No account yet?', label: 'Sign up', path: '/signup' }}
    >
      {(errors) => <CredentialFields credentials={credentials} errors={errors} />}
    </AccountForm>
  );
}
