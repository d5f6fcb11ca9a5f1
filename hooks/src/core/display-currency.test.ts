import { describe, expect, it } from 'vitest';
import { DISPLAY_CURRENCY_STORAGE_KEY, DisplayCurrency } from './display-currency.ts';
import { MemoryStorage, PortalStorage } from './web-storage.ts';

const fresh = (storage = new PortalStorage(new MemoryStorage())) => ({
  storage,
  currency: new DisplayCurrency(storage),
});

describe('DisplayCurrency', () => {
  it("starts from the user's own currency, asked for at once, and keeps it once the rates offer it", () => {
    const { currency } = fresh();
    expect(currency.param()).toBeUndefined();
    currency.start('contoso|u1', 'EUR');
    expect(currency.getSnapshot()).toMatchObject({ currency: 'EUR', own: 'EUR', chosen: false });
    expect(currency.param()).toBe('EUR');
    currency.offer(['EUR', 'GBP'], 'USD');
    expect(currency.getSnapshot()).toMatchObject({ currency: 'EUR', available: ['USD', 'EUR', 'GBP'] });
  });

  it("asks prices (in the tenant's own currency without one) for the shown currency only when it is not the own", () => {
    const { currency } = fresh();
    expect(currency.param('tenant')).toBeUndefined();
    currency.start('contoso|u1', 'EUR');
    currency.offer(['EUR', 'GBP'], 'USD');
    expect([currency.param('billing'), currency.param('tenant')]).toEqual(['EUR', undefined]);
    currency.choose('USD');
    expect([currency.param('billing'), currency.param('tenant')]).toEqual([undefined, 'USD']);
    currency.choose('GBP');
    expect([currency.param('billing'), currency.param('tenant')]).toEqual(['GBP', 'GBP']);
  });

  it('falls back to the billing currency when the rates cannot give the own currency', () => {
    const { currency } = fresh();
    currency.start('contoso|u1', 'BRL');
    currency.offer(['EUR'], 'USD');
    expect(currency.getSnapshot().currency).toBe('USD');
    expect(currency.param()).toBeUndefined();
  });

  it('keeps a choice per tenant and user for the next visit, and refuses one without a rate', () => {
    const { storage, currency } = fresh();
    currency.start('contoso|u1', 'USD');
    currency.offer(['EUR', 'GBP'], 'USD');
    currency.choose('GBP');
    currency.choose('XYZ');
    expect(currency.getSnapshot()).toMatchObject({ currency: 'GBP', chosen: true });
    expect(storage.get(DISPLAY_CURRENCY_STORAGE_KEY)).toEqual({ 'contoso|u1': 'GBP' });

    const next = new DisplayCurrency(storage);
    next.start('contoso|u1', 'USD');
    expect(next.param()).toBe('GBP');
    next.start('fabrikam|u1', 'USD');
    expect(next.param()).toBeUndefined();
  });

  it("asks again of a new tenant's rates, and goes back to the billing currency at sign-out", () => {
    const { currency } = fresh();
    currency.start('contoso|u1', 'SEK');
    currency.offer(['EUR'], 'USD');
    expect(currency.param()).toBeUndefined();
    // Another tenant: its rates are not known yet, so the own currency is asked for.
    currency.start('fabrikam|u1', 'SEK');
    expect(currency.param()).toBe('SEK');
    currency.offer(['SEK'], 'USD');
    expect(currency.param()).toBe('SEK');
    let heard = 0;
    currency.subscribe(() => {
      heard += 1;
    });
    currency.reset();
    expect(currency.getSnapshot()).toMatchObject({ currency: 'USD', own: undefined, available: ['USD'] });
    expect(heard).toBe(1);
  });
});
