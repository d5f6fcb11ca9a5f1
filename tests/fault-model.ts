import { Contract } from '../mock-server/src/contract/contract.ts';

/**
 * What the fault matrix of the web app is made of, for both of its halves: the component tests
 * (`components/`, jsdom against the reference backend) and the browser journeys (`e2e/faults/`).
 * Every call the web app makes is answered with a server failure, a network error, malformed JSON
 * and a slow answer; the page must show the spec's fallback (an error with Try again, an empty
 * list, page not found), never a blank page or an unhandled error, and once the backend answers
 * again the user goes on and sees the data.
 */
export const FAULTS = ['500', 'network error', 'malformed JSON', 'slow answer'] as const;
export type Fault = (typeof FAULTS)[number];

/** The body of the '500' fault: an RFC 9457 problem, as the backend writes one. */
export const SERVER_ERROR_PROBLEM = { type: 'about:blank', title: 'Internal Server Error', status: 500 };

/** The body of the 'malformed JSON' fault, answered with status 200: JSON cut off mid-object. */
export const MALFORMED_JSON = '{"items": [{"id": ';

/** What opening a page as a user costs the session: its refresh, made before anything is shown. */
export const SESSION_OPS = new Set(['refreshToken']);

/**
 * Calls the shell makes on a timer rather than when a page opens: never counted as a screen's call,
 * faulted on their own with the page's clock.
 */
export const TIMER_OPS = new Set(['keepalive']);

/** The name the saved views' GraphQL calls go by (one endpoint, several operations). */
export const GRAPHQL_CALL = 'saved views (GraphQL)';

const contract = new Contract();

/**
 * The contract operation a call is (its operationId), the GraphQL calls' name, or
 * `METHOD /path` for a call the contract does not know; undefined for what is not a backend call.
 */
export function operationOf(method: string, url: string): string | undefined {
  const { pathname } = new URL(url);
  if (!pathname.startsWith('/api/') && !pathname.startsWith('/services/')) return undefined;
  if (pathname.endsWith('/graphql')) return GRAPHQL_CALL;
  const op = contract.operations.find(
    (candidate) => candidate.method === method && candidate.regex.test(pathname),
  );
  return op?.operationId ?? `${method} ${pathname}`;
}

/** Whether the operation is a read (GET) of the contract. */
export const isContractRead = (op: string) =>
  contract.operations.some((known) => known.operationId === op && known.method === 'GET');
