import type { ApiResult, MenuItem } from '@portal/sdk';
import { type IdTokenClaims, loginPayloadFrom } from './login-payload.ts';
import { filterMenuByFeatures, findHomepage } from './menu.ts';
import type { NotSwitched, Session, SignInResult } from './session.ts';
import { Store } from './store.ts';

/** The routes a sign-in leads to; the front end's own paths. */
export interface SignInRoutes {
  /** The sign-in page, where a refusal's notice is shown ('/login'). */
  login: string;
  /** The tenant choice after a 300 answer ('/tenant'). */
  selectTenant: string;
  /** Below which the menu's pages live, for the homepage ('/billing'). */
  menuBase: string;
}

const DEFAULT_SIGN_IN_ROUTES: SignInRoutes = {
  login: '/login',
  selectTenant: '/tenant',
  menuBase: '/billing',
};

/** What the identity provider answered on the redirect page. */
export type IdentityAnswer =
  /** An answer with the provider's ID token and its claims. */
  | {
      readonly kind: 'answer';
      readonly idToken: string | undefined;
      readonly claims: IdTokenClaims | undefined;
    }
  /** The answer could not be read; `detail` says why. */
  | { readonly kind: 'failed'; readonly detail: string }
  /** No answer at all (the page was opened directly). */
  | { readonly kind: 'none' };

export interface SignInFlowOptions {
  session: Session;
  /** The menu call, for the homepage after a sign-in: asked with the user's persona selection. */
  loadMenu: (query: { personas: string[] }) => Promise<ApiResult<MenuItem[]>>;
  routes?: Partial<SignInRoutes>;
}

export interface SignInFlowState {
  /** 'working' while a sign-in or a tenant choice is on its way. */
  readonly phase: 'idle' | 'working';
  /** The tenant being signed in to at /tenant. */
  readonly choosingTenant: string | undefined;
}

/**
 * The sign-in journey after the identity provider: reads its answer, signs in to the portal and
 * says where to go next (the homepage from the menu, the tenant choice, or the sign-in page with
 * the session's notice). Each step resolves to the route to navigate to.
 */
export class SignInFlow extends Store<SignInFlowState> {
  readonly #options: SignInFlowOptions;
  readonly #routes: SignInRoutes;

  constructor(options: SignInFlowOptions) {
    super({ phase: 'idle', choosingTenant: undefined });
    this.#options = options;
    this.#routes = { ...DEFAULT_SIGN_IN_ROUTES, ...options.routes };
  }

  /** Completes a sign-in from the identity provider's answer. */
  async complete(answer: IdentityAnswer): Promise<string> {
    const { session } = this.#options;
    if (answer.kind === 'none') return this.#routes.login;
    if (answer.kind === 'failed') {
      await session.logout({ code: 'unable-to-identify', detail: answer.detail });
      return this.#routes.login;
    }
    const payload = loginPayloadFrom(answer.claims);
    if (!payload || !answer.idToken) {
      await session.logout({ code: 'unidentified' });
      return this.#routes.login;
    }
    return this.#run(undefined, () => session.signIn(payload, answer.idToken as string));
  }

  /** Signs in to the tenant the user picked. */
  chooseTenant(tenantId: string): Promise<string> {
    return this.#run(tenantId, () => this.#options.session.selectTenant(tenantId));
  }

  /**
   * Switches to another of the user's tenants: the route to go to (the new tenant's homepage, or
   * sign-in with a notice), or what refused the switch while the user stays where they were.
   */
  async switchTenant(tenantId: string): Promise<{ kind: 'navigate'; to: string } | NotSwitched> {
    this.set({ phase: 'working', choosingTenant: tenantId });
    try {
      const result = await this.#options.session.switchTenant(tenantId);
      if (result.kind === 'not-switched') return result;
      return { kind: 'navigate', to: await this.destinationAfter(result) };
    } finally {
      this.set({ phase: 'idle', choosingTenant: undefined });
    }
  }

  /** Where a sign-in result leads. */
  async destinationAfter(result: SignInResult): Promise<string> {
    if (result.kind === 'select-tenant') return this.#routes.selectTenant;
    if (result.kind === 'refused') return this.#routes.login;
    // The homepage of the menu the user will see: their personas asked, their feature rights applied.
    const { session } = this.#options;
    const menu = await this.#options
      .loadMenu({ personas: session.selectedPersonas() })
      .catch(() => undefined);
    const features = session.getSnapshot().claims?.features ?? [];
    return findHomepage(filterMenuByFeatures(menu?.ok ? menu.data : [], features), this.#routes.menuBase);
  }

  async #run(tenant: string | undefined, step: () => Promise<SignInResult>): Promise<string> {
    this.set({ phase: 'working', choosingTenant: tenant });
    try {
      return await this.destinationAfter(await step());
    } finally {
      this.set({ phase: 'idle', choosingTenant: undefined });
    }
  }
}
