import { sessionScope } from '@portal/hooks/core';
import { useDisplayCurrency } from '@portal/hooks/react';
import { useEffect } from 'react';
import { useApiQuery } from '../../../data/api-query.ts';
import { usePortal } from '../../../lib/portal-context.tsx';
import { useSessionState } from '../../../lib/use-session.ts';
import { ChoiceSelect } from '../../../ui/choice-select.tsx';
import { costApi } from '../api.ts';

/**
 * Starts the display currency (shell-wide): the signed-in user's own currency (the identity's)
 * and the currencies the tenant's exchange rates offer.
 */
export function useDisplayCurrencySource(): void {
  const { currency } = usePortal();
  const state = useSessionState();
  const scope = sessionScope(state);
  const signedIn = state.status === 'signed-in';
  // The session restored the identity already (getAccount): its currency is the user's own.
  const own = state.identity?.currency;
  const rates = useApiQuery(costApi.exchangeRates, [], { enabled: signedIn });
  useEffect(() => {
    if (scope && own) currency.start(scope, own);
  }, [currency, scope, own]);
  useEffect(() => {
    if (rates.data) currency.offer(rates.data.currencies, rates.data.billingCurrency);
  }, [currency, rates.data]);
}

/** The choice of display currency: the tenant's rates' currencies, the billing one first. */
export function DisplayCurrencyPicker() {
  const { currency } = usePortal();
  const state = useDisplayCurrency(currency);
  return (
    <ChoiceSelect
      label="Display currency"
      value={state.currency}
      onChange={(value) => currency.choose(value)}
    >
      {state.available.map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </ChoiceSelect>
  );
}
