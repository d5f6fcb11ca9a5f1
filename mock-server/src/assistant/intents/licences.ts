/**
 * Seats per licence, as the Licences page computes them (`domain/office`): purchased, assigned, in
 * use, unassigned and inactive, and what the waste costs a month.
 */
import { formatCents } from '../../domain/money.ts';
import { INACTIVE_AFTER_DAYS, licenceSeats, officeModel } from '../../domain/office/office-model.ts';
import { type AnswerContext, type Draft, datasetNote } from '../context.ts';
import { escapeName, formatAmount, plural, table } from '../format.ts';

const count = (n: number) => new Intl.NumberFormat('en-US').format(n);

/** Seats per licence: purchased, assigned, in use, unassigned and inactive, and what the waste costs. */
export async function answerLicences(ctx: AnswerContext): Promise<Draft> {
  if (ctx.dataset === 'azure') {
    return {
      markdown: [
        "Licences are Microsoft 365 data, which the data set **Azure data** leaves out. Switch the data set to 'M365 data' or 'M365 and Azure data' to ask about seats and licence waste.",
        '',
        datasetNote(ctx, 'Microsoft 365 excluded'),
      ].join('\n'),
      pages: [{ name: 'm365/licences' }],
      followups: ['What did Azure cost last month?', 'What savings are open?'],
    };
  }
  const model = await officeModel(ctx.data, ctx.viewer.tenantId, ctx.pricesIn);
  const seats = licenceSeats(model);
  if (seats.length === 0) {
    return {
      markdown: [
        'This tenant has no Microsoft 365 licences in the portal.',
        '',
        datasetNote(ctx, 'licences'),
      ].join('\n'),
      pages: [{ name: 'm365/licences' }],
      followups: ['What did Microsoft 365 cost last month?'],
    };
  }
  const money = (cents: bigint) => formatAmount(formatCents(cents), model.money.currency);
  const waste = seats.reduce((sum, s) => sum + s.wasteCents, 0n);
  const unassigned = seats.reduce((sum, s) => sum + s.unassigned, 0);
  const inactive = seats.reduce((sum, s) => sum + s.inactive, 0);
  const copilot = seats.find((s) => s.sku.copilot);
  const rows = [...seats]
    .sort((a, b) => (b.wasteCents > a.wasteCents ? 1 : b.wasteCents < a.wasteCents ? -1 : 0))
    .map((s) => [
      escapeName(s.sku.name),
      count(s.sku.purchased),
      count(s.assigned),
      count(s.active),
      count(s.unassigned),
      count(s.inactive),
      money(s.wasteCents),
    ]);
  const lines = [
    `You have **${plural(unassigned, 'unassigned seat')}** and **${plural(inactive, 'seat')}** of users inactive for ${INACTIVE_AFTER_DAYS} days or more: **${money(waste)} a month** of licence waste at list prices.`,
    '',
    table(
      [
        { title: 'Licence' },
        { title: 'Purchased', align: 'right' },
        { title: 'Assigned', align: 'right' },
        { title: 'In use', align: 'right' },
        { title: 'Unassigned', align: 'right' },
        { title: 'Inactive', align: 'right' },
        { title: 'Waste a month', align: 'right' },
      ],
      rows,
    ),
  ];
  if (copilot)
    lines.push(
      '',
      `Copilot: ${count(copilot.assigned)} of ${count(copilot.sku.purchased)} seats assigned, ${count(copilot.active)} in use.`,
    );
  lines.push('', datasetNote(ctx, `licences as of ${model.asOf}, list prices a month`));
  return {
    markdown: lines.join('\n'),
    pages: [
      { name: 'm365/licences' },
      { name: 'm365/licences', tab: 'Users' },
      { name: 'recommendations/m365', tab: 'Open' },
    ],
    followups: [
      'What savings are open?',
      'What is our Secure Score?',
      'What do our Microsoft 365 licences cost per SKU last month?',
    ],
  };
}
