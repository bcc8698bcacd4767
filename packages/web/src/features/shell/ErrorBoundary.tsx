import { useQueryClient } from '@tanstack/react-query';
import { Component, useEffect, type ReactNode } from 'react';
import type { Account } from '@darts/core/contract/account';
import { queryKeys } from '#web/api/keys';
import { reportErrorOnce } from './reportError';

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** "Unexpected Application Error!" and the message; the error is reported to the server once. */
export function AppError({ error }: { error: unknown }) {
  const queryClient = useQueryClient();

  useEffect(() => {
    const account = queryClient.getQueryData<Account | null>(queryKeys.account.current());
    reportErrorOnce(error, account?.name ?? null);
  }, [error, queryClient]);

  return (
    <div className="p-3" role="alert">
      <h2>Unexpected Application Error!</h2>
      <p>{describe(error)}</p>
      {/* A full page load: whatever broke starts again from a clean slate. */}
      <a href="/" className="btn btn-primary">
        Home
      </a>
    </div>
  );
}

interface ErrorBoundaryProps {
  children: ReactNode;
  /** When this changes (e.g. the path), a caught error is forgotten and the children render again. */
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  error: unknown;
  caught: boolean;
  resetKey: unknown;
}

/**
 * Catches render errors below it and shows {@link AppError} in their place. The shell puts one
 * around the page (so the menu stays usable and moving to another page clears the error) and
 * the app one around the shell. AppError reports the error (it knows who is signed in).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, caught: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, caught: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { error: null, caught: false, resetKey: props.resetKey };
  }

  override render(): ReactNode {
    return this.state.caught ? <AppError error={this.state.error} /> : this.props.children;
  }
}
