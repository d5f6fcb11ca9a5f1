import { useIdleTimer, useMenu, usePersonas, usePortalSession, useSearch } from '@portal/hooks/react';
import {
  type IdentityAnswer,
  PersonaSelection,
  PortalStorage,
  Session,
  type SessionNotice,
  SignInFlow,
} from '@portal/hooks/session';
import { createPortalClient, type MenuItem, type PortalClient } from '@portal/sdk';
import { type FormEvent, useEffect, useMemo, useState } from 'react';

/** Plain sentences for the session's notice codes (each front end words them its own way). */
const NOTICES: { [K in SessionNotice['code']]: (notice: Extract<SessionNotice, { code: K }>) => string } = {
  'permission-not-granted': () => 'Permission not granted',
  'onboarding-disabled': () => 'Onboarding is disabled',
  'new-tenant': (n) => `Onboarding is disabled for ${n.tenant}. Please contact administrator.`,
  'unable-to-identify': (n) => `Authentication error: Unable to identify user: ${n.detail}`,
  unidentified: () => 'Authentication error',
};
const noticeText = (notice: SessionNotice) => (NOTICES[notice.code] as (n: SessionNotice) => string)(notice);

export interface PlainPortalProps {
  /** Where the backend lives ('' for the page's own origin). */
  baseUrl?: string;
  /** The identity provider: any OpenID Connect library that returns the ID token and its claims. */
  identify: () => Promise<IdentityAnswer>;
  storage: Storage;
}

/** Wires the SDK and the hooks core once: the session owns the token that every call reads. */
function usePlainPortal(baseUrl: string, storage: Storage) {
  return useMemo(() => {
    let session: Session | undefined;
    const api: PortalClient = createPortalClient({
      baseUrl,
      getAccessToken: () => session?.getAccessToken(),
      refreshAccessToken: async () => session?.refreshToken(),
    });
    session = new Session({ api, storage: new PortalStorage(storage) });
    const flow = new SignInFlow({ session, loadMenu: (query) => api.portal.menu(query) });
    return { api, session, flow, portalStorage: new PortalStorage(storage) };
  }, [baseUrl, storage]);
}

function MenuList({ items }: { items: readonly MenuItem[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.uuid}>
          {item.displayName}
          {item.children?.length ? <MenuList items={item.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

function SignedIn({ portal }: { portal: ReturnType<typeof usePlainPortal> }) {
  const { api, session, portalStorage } = portal;
  const { claims } = usePortalSession(session);
  const personaKey = (claims?.personas ?? []).join('\n');
  const personas = useMemo(
    () => new PersonaSelection(personaKey ? personaKey.split('\n') : [], portalStorage),
    [personaKey, portalStorage],
  );
  const selection = usePersonas(personas);
  const { state: menu } = useMenu({
    load: (query, init) => api.portal.menu(query, init),
    personas: selection.saved,
    features: claims?.features ?? [],
  });
  const { state: results, search } = useSearch({
    search: (text) => api.portal.search(text, { personas: [...personas.getSnapshot().saved] }),
  });
  const [timeoutMinutes, setTimeoutMinutes] = useState<number>();
  useEffect(() => {
    const controller = new AbortController();
    void api.settings.get({ signal: controller.signal }).then((answer) => {
      if (answer.ok) setTimeoutMinutes(answer.data.uiSessionTimeout);
    });
    return () => controller.abort();
  }, [api]);

  return (
    <main>
      <h1>Plain portal</h1>
      <button type="button" onClick={() => void session.logout()}>
        Sign out
      </button>
      <nav aria-label="Menu">
        {menu.status === 'pending' ? <p>Loading the menu…</p> : <MenuList items={menu.items} />}
        {menu.failed ? <p role="alert">The menu could not be loaded.</p> : null}
      </nav>

      <search>
        <form
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            search.submit();
          }}
        >
          <label>
            Search
            <input
              value={results.text}
              onFocus={() => {
                if (!results.open) search.open();
              }}
              onChange={(event) => search.input(event.target.value)}
            />
          </label>
        </form>
      </search>
      {(results.status === 'success' && results.results.length === 0) || results.status === 'error' ? (
        <p role="status">No results...</p>
      ) : null}
      <ul aria-label="Search results">
        {results.shown.map((result) => (
          <li key={`${result.name}|${result.tabName ?? ''}`}>{result.displayName}</li>
        ))}
      </ul>

      <fieldset
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) personas.leave();
        }}
      >
        <legend>Personas</legend>
        {selection.all.map((persona) => (
          <label key={persona}>
            <input
              type="checkbox"
              checked={selection.draft.includes(persona)}
              onChange={(event) =>
                personas.change(
                  event.target.checked
                    ? [...selection.draft, persona]
                    : selection.draft.filter((p) => p !== persona),
                )
              }
            />
            {persona}
          </label>
        ))}
      </fieldset>
      {selection.confirming ? (
        <div role="alertdialog" aria-label="Change personas?">
          <p>Change personas?</p>
          <button type="button" onClick={() => personas.answer(true)}>
            Yes
          </button>
          <button type="button" onClick={() => personas.answer(false)}>
            No
          </button>
        </div>
      ) : null}

      <IdleWarning minutes={timeoutMinutes ?? null} onTimeout={() => void session.logout()} />
    </main>
  );
}

function IdleWarning({ minutes, onTimeout }: { minutes: number | null; onTimeout: () => void }) {
  const { phase, secondsLeft, extend } = useIdleTimer({ timeoutMinutes: minutes, onTimeout });
  if (phase !== 'warning') return null;
  return (
    <div role="alertdialog" aria-label="Session timeout!">
      <p>Session timeout! You will be signed out in {secondsLeft} seconds.</p>
      <button type="button" onClick={extend}>
        Extend
      </button>
    </div>
  );
}

/** The whole example: sign-in, then the menu, search, personas and the idle timeout. */
export function PlainPortal({ baseUrl = '', identify, storage }: PlainPortalProps) {
  const portal = usePlainPortal(baseUrl, storage);
  const { status, notice } = usePortalSession(portal.session);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (status === 'restoring') void portal.session.restore();
  }, [portal, status]);

  if (status === 'signed-in') return <SignedIn portal={portal} />;
  return (
    <main>
      <h1>Plain portal</h1>
      {notice ? <p role="alert">{noticeText(notice)}</p> : null}
      <button
        type="button"
        disabled={busy || status === 'restoring'}
        onClick={async () => {
          setBusy(true);
          await portal.flow.complete(await identify());
          setBusy(false);
        }}
      >
        Sign in
      </button>
    </main>
  );
}
