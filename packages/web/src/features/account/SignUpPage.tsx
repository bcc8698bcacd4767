import { useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '@darts/core/account/redirect';
import { TextField } from '#web/components/TextField';
import { AccountForm, CredentialFields, useCredentials } from './AccountForm';
import { ACCOUNT_EXISTS } from './formErrors';
import { useSignUpMutation } from './mutations';

const FIELDS = ['name', 'givenName', 'emailAddress', 'password'] as const;

/** `/signup?redirectUrl=`: creates an account, which also signs you in. */
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
      messages={{ fixed: { 409: ACCOUNT_EXISTS } }}
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
