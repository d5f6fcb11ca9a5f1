/** A named resource or licence SKU: its cost in the period, looked up as the Resources tab does. */
import { type AnswerContext, type Draft, footer } from '../context.ts';
import { resourcesOf, type Selection } from '../cost-selection.ts';
import { amountOf, costNote, pagesFor } from '../cost-wording.ts';
import { bold, escapeName } from '../format.ts';
import type { Intent } from '../intent.ts';
import type { Period } from '../periods.ts';

type ResourceItem = Awaited<ReturnType<typeof resourcesOf>>['items'][number];

/** Where a resource is: its type, service, subscription, resource group and region. */
const whereOf = (item: ResourceItem) =>
  [
    item.type ? escapeName(item.type) : undefined,
    item.service ? escapeName(item.service) : undefined,
    item.subscription ? `subscription ${escapeName(item.subscription)}` : undefined,
    item.resourceGroup ? `resource group ${escapeName(item.resourceGroup)}` : undefined,
    item.region ? escapeName(item.region) : undefined,
  ].filter(Boolean);

/** The follow-ups of a resource answer. */
function resourceFollowups(sel: Selection, period: Period, found: string[]): string[] {
  const followups =
    sel.scope === 'm365'
      ? [
          `What do our Microsoft 365 licences cost per SKU ${period.phrase}?`,
          'Which licences are unassigned?',
        ]
      : [
          `Which resources cost the most ${period.phrase}?`,
          `Which resource groups cost the most ${period.phrase}?`,
        ];
  if (found[0] && sel.scope !== 'm365') followups.push(`How did the cost change last month?`);
  return followups.slice(0, 3);
}

/** A named resource or licence SKU: its cost in the period. */
export async function answerResource(
  ctx: AnswerContext,
  intent: Intent,
  sel: Selection,
  period: Period,
  note: string | undefined,
): Promise<Draft> {
  const amount = amountOf(sel);
  const names = intent.skus.length > 0 ? intent.skus : intent.resources;
  const lines: string[] = [];
  const found: string[] = [];
  for (const name of names) {
    const page = await resourcesOf(ctx, sel, period, { limit: 20, search: name.toLowerCase() });
    const items = page.items.filter((item) => item.name.toLowerCase() === name.toLowerCase());
    if (items.length === 0) {
      lines.push(`I found no resource named ${bold(name)} with cost in ${period.label}.`);
      continue;
    }
    found.push(name);
    for (const item of items) {
      lines.push(
        `${bold(item.name)} (${whereOf(item).join(', ')}) cost **${amount(item.attos)}** in ${period.label}.`,
      );
    }
  }
  if (note) lines.push('', `Note: ${note}.`);
  lines.push('', footer(ctx, sel.scope, costNote(sel)));
  return {
    markdown: lines.join('\n'),
    pages: pagesFor({ kind: 'resource' }, sel, intent),
    followups: resourceFollowups(sel, period, found),
  };
}
