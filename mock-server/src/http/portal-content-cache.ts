import { createHash } from 'node:crypto';
import type { DataAccess } from '../data/data-access.ts';
import type { MenuEntry, PageVariant } from '../data/menu-repository.ts';
import { markSecured, SECURITY_HEADERS } from './security-headers.ts';

/** One tenant's menu trees and pages, as they were at one menu version. */
export interface MenuSnapshot {
  tenantId: string;
  version: string;
  portal: MenuEntry[];
  videos: MenuEntry[];
  /** Both areas' items by uuid. */
  byId: Map<string, MenuEntry>;
  /** The pages of each menu item, by its uuid. */
  pages: Map<string, PageVariant[]>;
}

/** An answer serialised and encoded once, with its strong ETag. */
export interface CachedAnswer {
  /** The JSON, as UTF-8 bytes: written to the socket as they are, with no encoding per answer. */
  body: Uint8Array;
  etag: string;
}

/** How many answers one cache keeps at most (menus, pages and searches of every tenant together). */
export const MAX_CACHED_ANSWERS = 5000;
/** How many bytes of answers one cache keeps at most. */
export const MAX_CACHED_BYTES = 32 * 1024 * 1024;

/**
 * The menu trees, pages and search answers per tenant and persona (issue 15), built once and kept
 * until the tenant's menu changes. Every read first asks the database for the tenant's menu version
 * (`menu_versions`, kept by triggers on every write to `menu_items` and `pages`, whoever writes: an
 * admin edit, the seed, a reset, the Pact states, a test), so an entry is never served after a
 * change. An answer is kept under everything it depends on: the tenant, the version, the personas in
 * effect, the caller's feature rights and the request's own argument (area, page, query).
 */
export class PortalContentCache {
  readonly #snapshots = new Map<string, MenuSnapshot>();
  readonly #answers = new Map<string, CachedAnswer & { version: string }>();
  readonly #max: number;
  readonly #maxBytes: number;
  #bytes = 0;

  constructor(maxAnswers = MAX_CACHED_ANSWERS, maxBytes = MAX_CACHED_BYTES) {
    this.#max = maxAnswers;
    this.#maxBytes = maxBytes;
  }

  /** The tenant's menus and pages as they are now: from the cache unless its menu version changed. */
  async snapshot(data: DataAccess, tenantId: string): Promise<MenuSnapshot> {
    const version = await data.menu.version(tenantId);
    const held = this.#snapshots.get(tenantId);
    if (held?.version === version) return held;
    const portal = await data.menu.entries(tenantId, 'portal');
    const videos = await data.menu.entries(tenantId, 'videos');
    const pages = await data.menu.allPages(tenantId);
    const byId = new Map<string, MenuEntry>();
    for (const entry of [...portal, ...videos]) byId.set(entry.uuid, entry);
    const snapshot: MenuSnapshot = { tenantId, version, portal, videos, byId, pages };
    this.#snapshots.set(tenantId, snapshot);
    return snapshot;
  }

  /**
   * The answer kept under `parts` for this snapshot, or `build`'s, serialised and kept. `build` may
   * throw (a page that is not visible): nothing is kept then.
   */
  answer(snapshot: MenuSnapshot, parts: readonly string[], build: () => unknown): CachedAnswer {
    // Tenant first, every part separated by a character no id or query sent in a URL holds unescaped.
    const key = [snapshot.tenantId, ...parts].join('\u0000');
    const held = this.#answers.get(key);
    if (held?.version === snapshot.version) return held;
    const body = Buffer.from(JSON.stringify(build()), 'utf8');
    // Strong: a hash of the exact bytes, salted with the tenant so two tenants never share one.
    const etag = `"${createHash('sha256').update(snapshot.tenantId).update('\u0000').update(body).digest('base64url').slice(0, 32)}"`;
    const answer = { body, etag, version: snapshot.version };
    if (held) {
      this.#answers.delete(key);
      this.#bytes -= held.body.byteLength;
    }
    // The oldest entries make room (insertion order), by count and by bytes.
    while (
      this.#answers.size > 0 &&
      (this.#answers.size >= this.#max || this.#bytes + body.byteLength > this.#maxBytes)
    ) {
      const [oldest, entry] = this.#answers.entries().next().value as [string, CachedAnswer];
      this.#answers.delete(oldest);
      this.#bytes -= entry.body.byteLength;
    }
    this.#bytes += body.byteLength;
    this.#answers.set(key, answer);
    return answer;
  }

  /** How many answers are kept (for tests). */
  get size(): number {
    return this.#answers.size;
  }

  /** How many bytes of answers are kept (for tests). */
  get bytes(): number {
    return this.#bytes;
  }
}

/** True when an If-None-Match header names this ETag (or is `*`); weak tags compare as strong ones. */
export function ifNoneMatchHits(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The cache-validation headers of these answers: private to the caller, revalidated before every use. */
const VALIDATION = { ...SECURITY_HEADERS, 'Cache-Control': 'private, no-cache' } as const;

/**
 * A 200 with the cached body and its ETag, or a 304 when the caller already holds that answer. The
 * security headers are set here, in a plain object, so nothing copies them into a Headers object.
 */
export function cachedResponse(request: Request, answer: CachedAnswer): Response {
  if (ifNoneMatchHits(request.headers.get('If-None-Match'), answer.etag)) {
    return markSecured(new Response(null, { status: 304, headers: { ...VALIDATION, ETag: answer.etag } }));
  }
  return markSecured(
    new Response(answer.body, {
      status: 200,
      headers: { ...VALIDATION, ETag: answer.etag, 'Content-Type': 'application/json' },
    }),
  );
}

const caches = new WeakMap<DataAccess, PortalContentCache>();

/** The cache of one data-access layer (one database): a test's backend never sees another's entries. */
export function portalContentCache(data: DataAccess): PortalContentCache {
  let cache = caches.get(data);
  if (!cache) {
    cache = new PortalContentCache();
    caches.set(data, cache);
  }
  return cache;
}
