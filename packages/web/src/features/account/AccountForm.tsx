import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { Link, useSearchParams } from 'wouter';
import { safeRedirectPath } from '@darts/core/account/redirect';
import { browserNavigation } from '#web/routing/browser';
import { ErrorList } from '#web/components/ErrorList';
import { TextField } from '#web/components/TextField';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';
import {
  accountFormErrors,
  splitFieldErrors,
  zodIssuesAsErrors,
  type FormErrors,
  type StatusMessages,
} from './formErrors';
import { loadAccountSchemas } from './schemas';

type AccountSchemas = Awaited<ReturnType<typeof loadAccountSchemas>>;
type Parsed<Request> = { success: true; data: Request } | { success: false; error: z.ZodError };

interface AccountFormProps<Request> {
  title: 'Sign in' | 'Sign up';
  fieldNames: readonly string[];
  mutation: UseMutationResult<unknown, Error, Request>;
  /** The messages of a failed request by status (`accountFormErrors`). */
  messages: StatusMessages;
  /** The request from the fields, checked with the account contract's schema. */
  parse: (schemas: AccountSchemas) => Parsed<Request>;
  /** The fields, each showing its own messages. */
  children: (errors: FormErrors['fields']) => ReactNode;
  /** The link to the other form, which keeps `redirectUrl`. */
  other: { question: string; label: string; path: '/login' | '/signup' };
  /** Shown after success instead of going back to `redirectUrl` (sign-up signs nobody in). */
  succeeded?: string;
}

/**
 * The sign-in and sign-up page (`/login` and `/signup`, `?redirectUrl=`): the form, its messages
 * (the form's own check, then the server's) and a full page load back to where you were. The
 * contract and zod load when the form is first focused or submitted (decision 012).
 */
export function AccountForm<Request>({
  title,
  fieldNames,
  mutation,
  messages,
  parse,
  children,
  other,
  succeeded,
}: AccountFormProps<Request>) {
  useDocumentTitle(title);
  const errorsId = useId();
  const [params] = useSearchParams();
  const redirectUrl = params.get('redirectUrl');
  const [invalid, setInvalid] = useState<FormErrors | null>(null);

  const shown = invalid ?? accountFormErrors(mutation.error, fieldNames, messages);
  const otherHref = redirectUrl ? `${other.path}?redirectUrl=${encodeURIComponent(redirectUrl)}` : other.path;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(await loadAccountSchemas());
    if (!parsed.success) {
      setInvalid(splitFieldErrors(zodIssuesAsErrors(parsed.error), fieldNames));
      return;
    }
    setInvalid(null);
    mutation.mutate(parsed.data, {
      onSuccess: () => {
        if (succeeded === undefined) browserNavigation.assign(safeRedirectPath(redirectUrl));
      },
    });
  };

  return (
    <div className="p-3 narrow-form">
      <h2>{title}</h2>
      <form
        onSubmit={(event) => void submit(event)}
        onFocus={() => void loadAccountSchemas()}
        noValidate
        aria-describedby={shown.general.length ? errorsId : undefined}
      >
        <ErrorList id={errorsId} errors={shown.general} />
        {mutation.isSuccess && succeeded !== undefined && (
          <p role="status" className="alert alert-success">
            {succeeded}
          </p>
        )}
        {children(shown.fields)}
        <button
          type="submit"
          className="btn btn-primary"
          disabled={mutation.isPending || mutation.isSuccess}
          aria-busy={mutation.isPending}
        >
          {title}
        </button>
      </form>
      <p className="mt-3">
        {other.question} <Link to={otherHref}>{other.label}</Link>
      </p>
    </div>
  );
}

/** The email address and password a form holds (`CredentialFields`). */
export function useCredentials() {
  const [emailAddress, setEmailAddress] = useState('');
  const [password, setPassword] = useState('');
  return { emailAddress, setEmailAddress, password, setPassword };
}

type Credentials = ReturnType<typeof useCredentials>;

/** Email address and password (a new one on sign-up, with its minimum), as both forms ask them. */
export function CredentialFields({
  credentials,
  errors,
  newPassword,
}: {
  credentials: Credentials;
  errors: FormErrors['fields'];
  newPassword?: { minLength: number };
}) {
  return (
    <>
      <TextField
        label="Email address"
        type="email"
        autoComplete="username"
        required
        value={credentials.emailAddress}
        onChange={credentials.setEmailAddress}
        errors={errors.emailAddress}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete={newPassword ? 'new-password' : 'current-password'}
        required
        minLength={newPassword?.minLength}
        hint={newPassword ? `At least ${newPassword.minLength} characters.` : undefined}
        value={credentials.password}
        onChange={credentials.setPassword}
        errors={errors.password}
      />
    </>
  );
}
