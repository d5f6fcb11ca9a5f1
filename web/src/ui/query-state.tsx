import type { ApiError, components } from '@portal/sdk';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { ActionButton } from './button.tsx';
import { StatedRate } from './exchange-note.tsx';
import { Progress } from './progress.tsx';
import * as ui from './styles.css.ts';

/** What a failed read tells the user: the server's reason where it gave one. */
export function errorMessage(error: ApiError): string {
  if (error.isNetworkError) return 'The server cannot be reached. Check your connection and try again.';
  if (error.status === 403) return 'You do not have access to this information.';
  if (error.status === 404) return 'This information does not exist (any more).';
  return error.problem.detail ?? error.problem.title;
}

/** A refused change in words: the server's own reason where it gave one, else as for a read. */
export function refusalMessage(error: ApiError): string {
  return error.problem.detail ?? errorMessage(error);
}

/** A failed read: what went wrong and a way to try again; the rest of the page stays usable. */
export function QueryError({ error, onRetry, what }: { error: ApiError; onRetry: () => void; what: string }) {
  return (
    <div role="alert" className={ui.errorBox}>
      <p>
        {what} could not be loaded. {errorMessage(error)}
      </p>
      <ActionButton onPress={onRetry}>Try again</ActionButton>
    </div>
  );
}

export interface QueryStateProps<T> {
  query: UseQueryResult<T, ApiError>;
  /** Names the data in the loading and error texts, for example 'Your recent pages'. */
  what: string;
  /** True when the data counts as empty; `empty` is shown instead of `children` then. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
  /**
   * What shows when the read fails, instead of the error with Try again: the spec's 'lists that
   * fail to load give an empty list' (section 8). The failure then goes to the console only.
   */
  fallback?: { data: T };
  /**
   * What Try again does: by default the query read again. A view whose other reads were asked
   * beside this one (and failed with it while this one's error hid them) reads those again too.
   */
  onRetry?: () => void;
}

type ExchangeRate = components['schemas']['ExchangeRate'];

/** The three states of every data view: loading, error (with retry), and the data or its empty text. */
export function QueryState<T>({
  query,
  what,
  isEmpty,
  empty,
  children,
  fallback,
  onRetry,
}: QueryStateProps<T>) {
  const quiet = fallback !== undefined;
  const failure = query.isError ? query.error : undefined;
  useEffect(() => {
    if (quiet && failure) console.warn(`${what} could not be loaded; showing none.`, failure);
  }, [quiet, failure, what]);
  if (query.isPending) return <Progress label={`Loading ${what.toLowerCase()}`} />;
  if (query.isError && !fallback)
    return <QueryError error={query.error} what={what} onRetry={onRetry ?? (() => void query.refetch())} />;
  const data = query.isError && fallback ? fallback.data : (query.data as T);
  if (isEmpty?.(data)) return <p className={ui.muted}>{empty ?? 'Nothing to show.'}</p>;
  // Money converted to the display currency says so once, with its rate and day (ExchangeNote).
  return (
    <StatedRate rate={(data as { exchangeRate?: ExchangeRate } | null)?.exchangeRate}>
      {children(data)}
    </StatedRate>
  );
}
