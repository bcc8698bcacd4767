import { useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '@darts/core/account/redirect';
import { SIGN_UP_ANSWER } from '@darts/core/account/signUp';
import { TextField } from '#web/components/TextField';
import { AccountForm, CredentialFields, useCredentials } from './AccountForm';
import { useSignUpMutation } from './mutations';

const FIELDS = ['name', 'givenName', 'emailAddress', 'password'] as const;

/**
 * `/signup?redirectUrl=`: creates an account, then says to sign in with it; the answer is the
 * same for an address that already has one (docs/decisions/041).
 */
export function SignUpPage() {
  const signUp = useSignUpMutation();
  const [name, setName] = useState('');
  const [givenName, setGivenName] = useState('');
  const credentials = useCredentials();

  return (
    <AccountForm
      title="Sign up"
      fieldNames={FIELDS}
      mutation={signUp}
      messages={{}}
      succeeded={SIGN_UP_ANSWER}
      parse={({ signUpRequestSchema }) =>
        signUpRequestSchema.safeParse({
          name,
          givenName: givenName.trim() || undefined,
          emailAddress: credentials.emailAddress,
          password: credentials.password,
        })
      }
      other={{ question: 'Already have an account?', label: 'Sign in', path: '/login' }}
    >
      {(errors) => (
        <>
          <TextField
            label="Name"
            autoComplete="name"
            required
            value={name}
            onChange={setName}
            errors={errors.name}
          />
          <TextField
            label="Given name"
            autoComplete="given-name"
            hint="Shown in the menu, e.g. Logout (Sam). Optional."
            value={givenName}
            onChange={setGivenName}
            errors={errors.givenName}
          />
          <CredentialFields
            credentials={credentials}
            errors={errors}
            newPassword={{ minLength: PASSWORD_MIN_LENGTH }}
          />
        </>
      )}
    </AccountForm>
  );
}
