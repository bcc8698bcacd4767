import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '#web/app/router';
import { PASSWORD_MIN_LENGTH, safeRedirectPath } from '@darts/core/account/redirect';
import { browserNavigation } from '#web/app/browser';
import { TextField } from '#web/components/TextField';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';
import {
  ACCOUNT_EXISTS,
  accountFormErrors,
  splitFieldErrors,
  zodIssuesAsErrors,
  type FormErrors,
} from './formErrors';
import { useSignUpMutation } from './mutations';
import { loadAccountSchemas } from './schemas';
import { ErrorList } from '#web/components/ErrorList';

const FIELDS = ['name', 'givenName', 'emailAddress', 'password'] as const;

/** `/signup?redirectUrl=`: creates an account, which also signs you in. */
export function SignUpPage() {
  useDocumentTitle('Sign up');
  const [params] = useSearchParams();
  const redirectUrl = params.get('redirectUrl');
  const signUp = useSignUpMutation();
  const [name, setName] = useState('');
  const [givenName, setGivenName] = useState('');
  const [emailAddress, setEmailAddress] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<FormErrors | null>(null);

  const shown = invalid ?? accountFormErrors(signUp.error, FIELDS, { fixed: { 409: ACCOUNT_EXISTS } });
  const signInHref = redirectUrl ? `/login?redirectUrl=${encodeURIComponent(redirectUrl)}` : '/login';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { signUpRequestSchema } = await loadAccountSchemas();
    const parsed = signUpRequestSchema.safeParse({
      name,
      givenName: givenName.trim() || undefined,
      emailAddress,
      password,
    });
    if (!parsed.success) {
      setInvalid(splitFieldErrors(zodIssuesAsErrors(parsed.error), FIELDS));
      return;
    }
    setInvalid(null);
    signUp.mutate(parsed.data, { onSuccess: () => browserNavigation.assign(safeRedirectPath(redirectUrl)) });
  };

  return (
    <div className="p-3 narrow-form">
      <h2>Sign up</h2>
      <form onSubmit={(event) => void submit(event)} onFocus={() => void loadAccountSchemas()} noValidate>
        <ErrorList errors={shown.general} />
        <TextField
          label="Name"
          autoComplete="name"
          required
          value={name}
          onChange={setName}
          errors={shown.fields.name}
        />
        <TextField
          label="Given name"
          autoComplete="given-name"
          hint="Shown in the menu, e.g. Logout (Sam). Optional."
          value={givenName}
          onChange={setGivenName}
          errors={shown.fields.givenName}
        />
        <TextField
          label="Email address"
          type="email"
          autoComplete="username"
          required
          value={emailAddress}
          onChange={setEmailAddress}
          errors={shown.fields.emailAddress}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          value={password}
          onChange={setPassword}
          errors={shown.fields.password}
        />
        <button
          type="submit"
          className="btn btn-primary"
          disabled={signUp.isPending || signUp.isSuccess}
          aria-busy={signUp.isPending}
        >
          Sign up
        </button>
      </form>
      <p className="mt-3">
        Already have an account? <Link to={signInHref}>Sign in</Link>
      </p>
    </div>
  );
}
