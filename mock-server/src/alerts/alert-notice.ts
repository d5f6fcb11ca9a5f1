/**
 * What a raised alert says: its message (in the portal's list), its e-mail (text and HTML: the
 * figure, the threshold, the scope, the period, and a link to the page that shows it) and its
 * webhook event. Amounts are shown through Intl in the tenant's currency, from the exact cents.
 */
import type { Firing } from '../domain/alerts/conditions.ts';
import { escapeHtml } from '../domain/escape-html.ts';
import { formatCents } from '../domain/money.ts';

export interface AlertNoticeContext {
  alertId: string;
  definitionName: string;
  kind: 'cost' | 'budget' | 'anomaly' | 'licence-waste';
  currency: string;
  tenantId: string;
  tenantName: string;
  raisedAt: string;
  /** The portal's public address, for the link. */
  publicUrl: string;
}

/** An amount as people read it ('$1,234.56'), exactly: Intl formats the decimal string itself. */
export function money(cents: bigint, currency: string): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  return format.format(formatCents(cents) as unknown as number);
}

/** The threshold in words: an amount, or a percentage of a budget's amount. */
export function thresholdText(firing: Firing, currency: string): string {
  if ('cents' in firing.threshold) return money(firing.threshold.cents, currency);
  return `${firing.threshold.percent}% of ${money(firing.threshold.baseCents, currency)}`;
}

/** The share of a budget a figure is, rounded down to the percent. */
const share = (figure: bigint, base: bigint) => (base > 0n ? (figure * 100n) / base : 0n);

export function alertMessage(firing: Firing, currency: string): string {
  const figure = money(firing.figureCents, currency);
  const threshold = thresholdText(firing, currency);
  switch (firing.measure) {
    case 'impact':
      return `An anomaly in ${firing.scopeName} on ${firing.period}: ${figure} more than expected.`;
    case 'waste':
      return `Licence waste is ${figure} a month, over the threshold of ${threshold}.`;
    case 'forecast':
      return `The ${firing.scopeName} is forecast at ${figure} for ${firing.period} (${share(firing.figureCents, 'percent' in firing.threshold ? firing.threshold.baseCents : 0n)}%), reaching the threshold of ${threshold}.`;
    default:
      if ('percent' in firing.threshold)
        return `The ${firing.scopeName} has used ${figure} in ${firing.period} (${share(firing.figureCents, firing.threshold.baseCents)}%), reaching the threshold of ${threshold}.`;
      return `The cost of ${firing.period} so far is ${figure}, over the threshold of ${threshold}.`;
  }
}

export function alertMail(firing: Firing, ctx: AlertNoticeContext) {
  const link = `${ctx.publicUrl}${firing.page}`;
  const message = alertMessage(firing, ctx.currency);
  const rows: [string, string][] = [
    ['Figure', money(firing.figureCents, ctx.currency)],
    ['Threshold', thresholdText(firing, ctx.currency)],
    ['Scope', `${ctx.tenantName}${firing.scope === 'tenant' ? '' : `, ${firing.scopeName}`}`],
    ['Period', firing.period],
  ];
  const subject = `Alert: ${ctx.definitionName} (${ctx.tenantName})`;
  const text = [
    message,
    '',
    ...rows.map(([name, value]) => `${name}: ${value}`),
    '',
    `See it in the portal: ${link}`,
    '',
    `You get this e-mail as a recipient of the alert definition '${ctx.definitionName}'. An admin of ${ctx.tenantName} can change its recipients under Alerts, Alert definitions.`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<p>${escapeHtml(message)}</p>`,
    '<table>',
    ...rows.map(
      ([name, value]) => `<tr><th align="left">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p><a href="${escapeHtml(link)}">See it in the portal</a></p>`,
    `<p style="color:#555">You get this e-mail as a recipient of the alert definition '${escapeHtml(ctx.definitionName)}'.</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

/** The event types an alert can be sent as, the kind's own first. */
export function eventTypesOf(kind: AlertNoticeContext['kind']): string[] {
  if (kind === 'budget') return ['budget-exceeded', 'alert-raised'];
  if (kind === 'anomaly') return ['anomaly-detected', 'alert-raised'];
  return ['alert-raised'];
}

/** The webhook event's body: its id is the alert's, so every retry and every instance sends the same. */
export function alertEvent(firing: Firing, ctx: AlertNoticeContext, type: string): string {
  return JSON.stringify({
    id: ctx.alertId,
    type,
    createdAt: ctx.raisedAt,
    tenant: { id: ctx.tenantId, name: ctx.tenantName },
    data: {
      alert: {
        id: ctx.alertId,
        definition: ctx.definitionName,
        kind: ctx.kind,
        severity: firing.severity,
        message: alertMessage(firing, ctx.currency),
        scope: firing.scope,
        scopeName: firing.scopeName,
        period: firing.period,
        measure: firing.measure,
        currency: ctx.currency,
        figure: formatCents(firing.figureCents),
        ...('cents' in firing.threshold
          ? { threshold: formatCents(firing.threshold.cents) }
          : {
              thresholdPercent: firing.threshold.percent,
              budgetAmount: formatCents(firing.threshold.baseCents),
            }),
        url: `${ctx.publicUrl}${firing.page}`,
      },
    },
  });
}
