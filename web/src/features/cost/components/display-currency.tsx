import { useDisplayCurrency, useStore } from '@portal/hooks/react';
import { sessionScope } from '@portal/hooks/session';
import { useEffect } from 'react';
import { useApiQuery } from '../../../data/api-query.ts';
import { usePortal } from '../../../lib/portal-context.tsx';
import { useSessionState } from '../../../lib/use-session.ts';
import { ChoiceSelect } from '../../../ui/choice-select.tsx';
import { costApi } from '../api.ts';

/** The currencies the tenant's exchange rates offer, handed to the display currency once read. */
function useOfferedRates(enabled: boolean): void {
  const { currency } = usePortal();
  const rates = useApiQuery(costApi.exchangeRates, [], { enabled });
  useEffect(() => {
    if (rates.data) currency.offer(rates.data.currencies, rates.data.billingCurrency);
  }, [currency, rates.data]);
}

/**
 * Starts the display currency (shell-wide) from the signed-in user's own currency (the identity's).
 * The tenant's rates are read only when a currency other than the billing one is to be shown
 * (to check they can give it) or a picker asks for them: a user who sees the billing currency
 * makes no call for them.
 */
export function useDisplayCurrencySource(): void {
  const { currency } = usePortal();
  const state = useSessionState();
  const scope = sessionScope(state);
  // The session restored the identity already (getAccount): its currency is the user's own.
  const own = state.identity?.currency;
  useEffect(() => {
    if (scope && own) currency.start(scope, own);
  }, [currency, scope, own]);
  const converting = useStore(currency, (s) => s.currency !== s.billing);
  useOfferedRates(state.status === 'signed-in' && converting);
}

/** The choice of display currency: the tenant's rates' currencies, the billing one first. */
export function DisplayCurrencyPicker() {
  const { currency } = usePortal();
  const state = useDisplayCurrency(currency);
  useOfferedRates(true);
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
