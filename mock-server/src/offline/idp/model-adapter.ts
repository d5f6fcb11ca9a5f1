import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { OidcModelRepository } from '../../data/oidc-model-repository.ts';

/** Stores the identity provider's sessions, grants and codes through the data-access layer. */
export function modelAdapterFactory(
  models: OidcModelRepository,
  now: () => number = Date.now,
): new (
  model: string,
) => Adapter {
  return class ModelAdapter implements Adapter {
    readonly #model: string;

    constructor(model: string) {
      this.#model = model;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      await models.upsert(this.#model, id, {
        payload: { ...payload },
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? now() + expiresIn * 1000 : null,
      });
    }

    async #read(by: 'id' | 'userCode' | 'uid', value: string): Promise<AdapterPayload | undefined> {
      const found = await models.find(this.#model, by, value);
      if (!found || (found.expiresAt !== null && found.expiresAt <= now())) return undefined;
      const payload = found.payload as AdapterPayload;
      return found.consumedAt === null
        ? payload
        : { ...payload, consumed: Math.floor(found.consumedAt / 1000) };
    }

    async find(id: string) {
      return this.#read('id', id);
    }

    async findByUserCode(userCode: string) {
      return this.#read('userCode', userCode);
    }

    async findByUid(uid: string) {
      return this.#read('uid', uid);
    }

    async consume(id: string): Promise<void> {
      await models.consume(this.#model, id, now());
    }

    async destroy(id: string): Promise<void> {
      await models.destroy(this.#model, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await models.revokeByGrantId(grantId);
    }
  };
}
