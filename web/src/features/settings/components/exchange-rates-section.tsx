import { numberFormat } from '@portal/hooks/money';
import { useRef, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useApiQuery } from '../../../data/api-query.ts';
import { ActionButton } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import * as styles from '../../../ui/page.css.ts';
import { errorMessage, QueryState } from '../../../ui/query-state.tsx';
import { ScrollRegion } from '../../../ui/scroll-region.tsx';
import * as ui from '../../../ui/styles.css.ts';
import { settingsApi, useClearExchangeRates, useLoadExchangeRates } from '../api.ts';

/**
 * The exchange rates of the settings page: the ECB's euro reference rates (the history file or the
 * day's) loaded from CSV, so each day's cost converts at that day's rate in every currency the
 * file has; until then, and after they are removed, the backend's fixed set of one day.
 */
export function ExchangeRatesSection() {
  const [file, setFile] = useState<File>();
  const status = useRef<HTMLDivElement>(null);
  const rates = useApiQuery(settingsApi.exchangeRates, []);
  const load = useLoadExchangeRates({ onSettled: () => status.current?.focus() });
  const clear = useClearExchangeRates({ onSettled: () => status.current?.focus() });
  const busy = load.isPending || clear.isPending;

  return (
    <Card title="Exchange rates" layout="stacked">
      <p>
        Money figures show in each user's display currency. Load the European Central Bank's euro foreign
        exchange reference rates as CSV (eurofxref-hist.csv for the history, or eurofxref.csv for one day), up
        to 5 MiB: each day's cost is then converted at that day's rate, or the latest working day's before it.
      </p>
      <div className={styles.row}>
        <FileTrigger
          acceptedFileTypes={['.csv', 'text/csv']}
          onSelect={(files) => {
            const chosen = files?.[0];
            if (chosen) {
              setFile(chosen);
              load.reset();
            }
          }}
        >
          <ActionButton isDisabled={busy}>Choose a rates file</ActionButton>
        </FileTrigger>
        <span>{file ? file.name : 'No file chosen'}</span>
        <ActionButton
          variant="primary"
          isDisabled={!file || busy}
          onPress={() => {
            if (file) load.mutate({ file });
          }}
        >
          Load rates
        </ActionButton>
      </div>
      <div ref={status} tabIndex={-1} aria-live="polite">
        {load.isSuccess ? (
          <p>
            Loaded {numberFormat().format(load.data.days ?? 0)} days of rates, {load.data.from} to{' '}
            {load.data.to}.
          </p>
        ) : null}
        {clear.isSuccess ? (
          <p>The loaded rates were removed: figures convert at the fixed rates again.</p>
        ) : null}
        {load.isError || clear.isError ? (
          <div role="alert" className={ui.errorBox}>
            <p>{errorMessage((load.error ?? clear.error) as NonNullable<typeof load.error>)}</p>
            <p>The rates in use did not change.</p>
          </div>
        ) : null}
      </div>
      <QueryState query={rates} what="Exchange rates">
        {(current) => (
          <>
            <p>
              {current.basis === 'daily'
                ? `In use: loaded rates of ${current.days} days, ${current.from} to ${current.to}.`
                : `In use: the fixed rates of ${current.from}, one rate for every day.`}
            </p>
            {current.basis === 'daily' ? (
              <ActionButton isDisabled={busy} onPress={() => clear.mutate()}>
                Remove the loaded rates
              </ActionButton>
            ) : null}
            <ScrollRegion className={ui.tableScroll} label="Latest exchange rates, table">
              <table className={styles.table}>
                <caption className={styles.subTitle}>
                  One {current.billingCurrency} in each currency, on {current.to}
                </caption>
                <thead>
                  <tr>
                    <th className={styles.cell}>Currency</th>
                    <th className={styles.cell}>Rate</th>
                  </tr>
                </thead>
                <tbody>
                  {(current.latest ?? []).map((rate) => (
                    <tr key={rate.currency}>
                      <td className={styles.cell}>{rate.currency}</td>
                      <td className={styles.cell}>{rate.rate}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </>
        )}
      </QueryState>
    </Card>
  );
}
