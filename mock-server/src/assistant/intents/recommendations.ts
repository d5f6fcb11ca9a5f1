/** Open recommendations, as the Recommendations pages list them: how many, what they save. */
import { formatCents } from '../../domain/money.ts';
import { tenantMoney } from '../../domain/tenant-money.ts';
import { type AnswerContext, type Dataset, type Draft, datasetNote } from '../context.ts';
import { escapeName, formatAmount, plural, table } from '../format.ts';
import type { Intent } from '../intent.ts';

/** Which recommendation sources a data set covers. */
const SOURCES_OF: Record<Dataset, readonly string[]> = {
  all: ['m365', 'azure', 'directory', 'aws'],
  m365: ['m365', 'directory'],
  azure: ['azure'],
};
const SOURCE_NAME: Record<string, string> = {
  m365: 'Microsoft 365',
  azure: 'Azure',
  directory: 'Directory',
  aws: 'AWS',
};

/** Open recommendations of the data set's sources: how many, what they save, and the largest. */
export async function answerRecommendations(ctx: AnswerContext, intent: Intent): Promise<Draft> {
  const [records, money] = await Promise.all([
    ctx.data.costEntities.recommendations(ctx.viewer.tenantId),
    tenantMoney(ctx.data, ctx.viewer.tenantId, ctx.pricesIn),
  ]);
  const sources = SOURCES_OF[ctx.dataset];
  const open = records.filter((r) => r.state === 'open' && sources.includes(r.source));
  const cents = (micros: bigint) => money.cents(micros);
  const amount = (value: bigint) => formatAmount(formatCents(value), money.currency);
  const total = open.reduce((sum, r) => sum + cents(r.monthlySavingsMicros), 0n);
  const lines =
    open.length === 0
      ? ['There are no open recommendations for this tenant.']
      : [
          `You have **${plural(open.length, 'open recommendation')}**, worth **${amount(total)} a month** together (**${amount(total * 12n)} a year**).`,
        ];
  const perSource = sources
    .map((source) => {
      const mine = open.filter((r) => r.source === source);
      return [source, mine.length, mine.reduce((sum, r) => sum + cents(r.monthlySavingsMicros), 0n)] as const;
    })
    .filter(([, n]) => n > 0);
  if (perSource.length > 1)
    lines.push(
      '',
      table(
        [
          { title: 'Source' },
          { title: 'Open', align: 'right' },
          { title: 'Savings a month', align: 'right' },
        ],
        perSource.map(([source, n, sum]) => [SOURCE_NAME[source] ?? source, String(n), amount(sum)]),
      ),
    );
  if (intent.wantsDetails && open.length > 0) {
    const largest = [...open]
      .sort((a, b) =>
        b.monthlySavingsMicros > a.monthlySavingsMicros
          ? 1
          : b.monthlySavingsMicros < a.monthlySavingsMicros
            ? -1
            : 0,
      )
      .slice(0, 5);
    lines.push(
      '',
      'The largest:',
      '',
      table(
        [{ title: 'Recommendation' }, { title: 'Source' }, { title: 'Savings a month', align: 'right' }],
        largest.map((r) => [
          escapeName(r.title),
          SOURCE_NAME[r.source] ?? r.source,
          amount(cents(r.monthlySavingsMicros)),
        ]),
      ),
    );
  }
  if (ctx.dataset === 'azure')
    lines.push('', 'Microsoft 365, directory and AWS recommendations are left out by this data set.');
  lines.push('', datasetNote(ctx, 'open recommendations, savings a month'));
  return {
    markdown: lines.join('\n'),
    pages: [
      { name: 'recommendations/summary' },
      ctx.dataset === 'azure'
        ? { name: 'recommendations/azure', tab: 'Open' }
        : { name: 'recommendations/m365', tab: 'Open' },
      { name: 'overview' },
    ],
    followups: [
      intent.wantsDetails ? 'Which licences are unassigned?' : 'Which recommendations save the most?',
      'How are my reservations used?',
      'Which budgets are at risk?',
    ],
  };
}
