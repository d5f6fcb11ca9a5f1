import { formatAmount } from '@portal/hooks/money';
import type { Recommendation, RecommendationSource, RecommendationState } from '@portal/sdk';
import { keepPreviousData } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import { useApiQuery } from '../../../data/api-query.ts';
import { usePortal } from '../../../lib/portal-context.tsx';
import type { ScreenProps } from '../../../lib/screen.ts';
import { useIsAdmin } from '../../../lib/use-is-admin.ts';
import { ActionButton } from '../../../ui/button.tsx';
import { ChoiceSelect } from '../../../ui/choice-select.tsx';
import * as office from '../../../ui/common.css.ts';
import { dateTime } from '../../../ui/crud/format.ts';
import { KpiTiles } from '../../../ui/kpi-tiles.tsx';
import { QueryState, refusalMessage } from '../../../ui/query-state.tsx';
import * as styles from '../../../ui/screen.css.ts';
import { showToast } from '../../../ui/toasts.tsx';
import { recommendationsApi, useUpdateRecommendation } from '../api.ts';
import * as css from './recommendations.css.ts';

/** Which source and view each screen key shows. */
const SCREEN_OF: Record<string, { source: RecommendationSource; archived: boolean; toggle: boolean }> = {
  'recommendations-m365': { source: 'm365', archived: false, toggle: false },
  'recommendations-m365-archive': { source: 'm365', archived: true, toggle: false },
  'recommendations-azure': { source: 'azure', archived: false, toggle: false },
  'recommendations-azure-archive': { source: 'azure', archived: true, toggle: false },
  'directory-recommendations': { source: 'directory', archived: false, toggle: true },
  'recommendations-aws': { source: 'aws', archived: false, toggle: true },
};

const SORTS = {
  savings: 'Savings, highest first',
  impact: 'Impact, highest first',
  title: 'Title, A to Z',
  changed: 'Changed, latest first',
} as const;
type Sort = keyof typeof SORTS;

const IMPACT: Record<Recommendation['impact'], string> = {
  high: 'High impact',
  medium: 'Medium impact',
  low: 'Low impact',
};
const STATE: Record<RecommendationState, string> = { open: 'Open', dismissed: 'Dismissed', done: 'Done' };
/** What the toast says after a change. */
const CHANGED: Record<RecommendationState, string> = {
  open: 'Reopened',
  dismissed: 'Dismissed',
  done: 'Marked as done',
};

/** The number of recommendations one page of the screen shows. */
const PAGE_SIZE = 50;

/**
 * The recommendations of one source, open or archived, with their monthly savings in the tenant's
 * currency. An admin user dismisses one, marks it done, or reopens it from the archive; the change
 * is kept on the server (across sign-ins) and moves the savings on the summary and the overview.
 */
export default function RecommendationsScreen({ componentKey, title }: ScreenProps) {
  const { toasts } = usePortal();
  const isAdmin = useIsAdmin();
  const screen = SCREEN_OF[componentKey] ?? { source: 'm365' as const, archived: false, toggle: false };
  const [archived, setArchived] = useState(screen.archived);
  const [sort, setSort] = useState<Sort>(screen.archived ? 'changed' : 'savings');
  const [search, setSearch] = useState('');
  const [limit, setLimit] = useState(PAGE_SIZE);
  const deferredSearch = useDeferredValue(search.trim());
  const params = {
    source: screen.source,
    archived,
    sort,
    order: sort === 'title' ? ('asc' as const) : ('desc' as const),
    limit,
    ...(deferredSearch ? { search: deferredSearch } : {}),
  };
  const query = useApiQuery(recommendationsApi.list, [params], { placeholderData: keepPreviousData });
  // The lists, the summary and the overview's open savings all move: useUpdateRecommendation
  // refreshes them.
  const change = useUpdateRecommendation({
    onSuccess: (updated) =>
      showToast(toasts, { variant: 'success', title: `${CHANGED[updated.state]}: ${updated.title}` }),
    onError: (error, { item }) =>
      showToast(toasts, {
        variant: 'error',
        title: `${item.title} was not changed`,
        // A refused change names its reason (the server's); otherwise what a failed call tells.
        description: refusalMessage(error),
      }),
  });

  return (
    <section className={styles.screen} aria-label={title}>
      {query.data ? (
        <KpiTiles
          tiles={[
            {
              label: archived ? 'Archived recommendations' : 'Open recommendations',
              value: query.data.total,
              note: archived ? 'Done or dismissed' : 'Waiting for a decision',
            },
            {
              label: 'Open savings',
              value: formatAmount(query.data.openMonthlySavings, query.data.currency),
              note: 'A month, if every open recommendation is done',
            },
          ]}
        />
      ) : null}
      <div className={styles.toolbar}>
        <SearchField value={search} onChange={setSearch} className={css.search}>
          <Label>Search</Label>
          <Input className={styles.select} />
        </SearchField>
        <ChoiceSelect label="Sort by" value={sort} onChange={(value) => setSort(value as Sort)}>
          {Object.entries(SORTS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </ChoiceSelect>
        {screen.toggle ? (
          <ChoiceSelect
            label="Show"
            value={archived ? 'archived' : 'open'}
            onChange={(value) => setArchived(value === 'archived')}
          >
            <option value="open">Open recommendations</option>
            <option value="archived">Archived (done or dismissed)</option>
          </ChoiceSelect>
        ) : null}
        {isAdmin ? null : (
          <span className={styles.note}>Only administrators can change a recommendation's state.</span>
        )}
      </div>
      <QueryState
        query={query}
        what="Recommendations"
        isEmpty={(data) => data.items.length === 0}
        empty={
          deferredSearch
            ? 'No recommendations match the search.'
            : archived
              ? 'Nothing is archived yet: done and dismissed recommendations show here.'
              : 'No open recommendations. Well done.'
        }
      >
        {(data) => (
          <>
            <ul
              className={css.list}
              aria-label={archived ? 'Archived recommendations' : 'Open recommendations'}
            >
              {data.items.map((item) => (
                <RecommendationCard
                  key={item.id}
                  item={item}
                  canChange={isAdmin}
                  pending={change.isPending && change.variables?.item.id === item.id}
                  onChange={(state) => change.mutate({ item, state })}
                />
              ))}
            </ul>
            {data.total > data.items.length ? (
              <div className={styles.toolbar}>
                <span className={styles.note}>
                  Showing {data.items.length} of {data.total}.
                </span>
                <ActionButton onPress={() => setLimit((n) => n + PAGE_SIZE)}>Show more</ActionButton>
              </div>
            ) : null}
          </>
        )}
      </QueryState>
    </section>
  );
}

function RecommendationCard({
  item,
  canChange,
  pending,
  onChange,
}: {
  item: Recommendation;
  canChange: boolean;
  pending: boolean;
  onChange: (state: RecommendationState) => void;
}) {
  const titleId = useId();
  const saves = item.monthlySavings !== '0.00';
  return (
    <li className={css.card}>
      <article aria-labelledby={titleId} aria-busy={pending || undefined}>
        <div className={css.cardHead}>
          <h2 id={titleId} className={css.cardTitle}>
            {item.title}
          </h2>
          <span className={css.savings}>
            {saves ? `${formatAmount(item.monthlySavings, item.currency)} a month` : 'No direct saving'}
          </span>
        </div>
        <p className={css.meta}>
          <span className={office.badge}>{IMPACT[item.impact]}</span>{' '}
          <span className={office.badge}>{item.category}</span>{' '}
          {item.resource ? <span>{item.resource}</span> : null}
        </p>
        <p>{item.description}</p>
        {item.state !== 'open' ? (
          <p className={styles.note}>
            {STATE[item.state]}
            {item.changedBy ? ` by ${item.changedBy}` : ''}
            {item.changedAt ? ` on ${dateTime(item.changedAt)}` : ''}.
          </p>
        ) : null}
        {canChange ? (
          <div className={styles.actions}>
            {item.state === 'open' ? (
              <>
                <ActionButton
                  isDisabled={pending}
                  aria-describedby={titleId}
                  onPress={() => onChange('done')}
                >
                  Mark as done
                </ActionButton>
                <ActionButton
                  isDisabled={pending}
                  aria-describedby={titleId}
                  onPress={() => onChange('dismissed')}
                >
                  Dismiss
                </ActionButton>
              </>
            ) : (
              <ActionButton isDisabled={pending} aria-describedby={titleId} onPress={() => onChange('open')}>
                Reopen
              </ActionButton>
            )}
          </div>
        ) : null}
      </article>
    </li>
  );
}
