import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '#web/app/router';
import { safeRedirectPath } from '@darts/core/account/redirect';
import { browserNavigation } from '#web/app/browser';
import { TextField } from '#web/components/TextField';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';
import {
  accountFormErrors,
  splitFieldErrors,
  WRONG_CREDENTIALS,
  zodIssuesAsErrors,
  type FormErrors,
} from './formErrors';
import { useLoginMutation } from './mutations';
import { loadAccountSchemas } from './schemas';
import { ErrorList } from '#web/components/ErrorList';

const FIELDS = ['emailAddress', 'password'] as const;

/** `/login?redirectUrl=`: email and password sign-in, then a full page load back to where you were. */
export function LoginPage() {
  useDocumentTitle('Sign in');
  const [params] = useSearchParams();
  const redirectUrl = params.get('redirectUrl');
  const login = useLoginMutation();
  const [emailAddress, setEmailAddress] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<FormErrors | null>(null);

  const shown = invalid ?? accountFormErrors(login.error, FIELDS, { fallback: { 401: WRONG_CREDENTIALS } });
  const signUpHref = redirectUrl ? `/signup?redirectUrl=${encodeURIComponent(redirectUrl)}` : '/signup';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { loginRequestSchema } = await loadAccountSchemas();
    const parsed = loginRequestSchema.safeParse({ emailAddress, password });
    if (!parsed.success) {
      setInvalid(splitFieldErrors(zodIssuesAsErrors(parsed.error), FIELDS));
      return;
    }
    setInvalid(null);
    login.mutate(parsed.data, { onSuccess: () => browserNavigation.assign(safeRedirectPath(redirectUrl)) });
  };

  return (
    <div className="p-3 narrow-form">
      <h2>Sign in</h2>
      <form
        onSubmit={(event) => void submit(event)}
        onFocus={() => void loadAccountSchemas()}
        noValidate
        aria-describedby={shown.general.length ? 'login-errors' : undefined}
      >
        <ErrorList id="login-errors" errors={shown.general} />
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
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
          errors={shown.fields.password}
        />
        <button
          type="submit"
          className="btn btn-primary"
          disabled={login.isPending || login.isSuccess}
          aria-busy={login.isPending}
        >
          Sign in
        </button>
      </form>
      <p className="mt-3">
        No account yet? <Link to={signUpHref}>Sign up</Link>
      </p>
    </div>
  );
}
