/** The Secure Score, as the Secure Score page reads it (`domain/scores`). */
import { secureScoreOf } from '../../domain/scores/scores.ts';
import { type AnswerContext, type Draft, datasetNote } from '../context.ts';
import { escapeName, table } from '../format.ts';

/** The Secure Score against its maximum and similar tenants, and the actions worth the most. */
export async function answerSecureScore(ctx: AnswerContext): Promise<Draft> {
  const { record, actions, current, max } = await secureScoreOf(ctx.data, ctx.viewer.tenantId);
  if (actions.length === 0) {
    return {
      markdown: ['No Secure Score was read for this tenant yet.', '', datasetNote(ctx, 'Secure Score')].join(
        '\n',
      ),
      pages: [{ name: 'security/secure-score' }],
      followups: ['Which licences are unassigned?'],
    };
  }
  const todo = actions
    .filter((a) => a.status === 'todo')
    .sort((a, b) => b.maxPoints - b.points - (a.maxPoints - a.points))
    .slice(0, 3);
  const percent = Math.round((1000 * current) / max) / 10;
  const lines = [
    `Your Secure Score is **${current} of ${max} points (${percent} %)**; tenants of a similar size average ${record?.similarTenantsPercent ?? 0} %.`,
  ];
  if (todo.length > 0)
    lines.push(
      '',
      'The actions worth the most points:',
      '',
      table(
        [{ title: 'Improvement action' }, { title: 'Category' }, { title: 'Points to gain', align: 'right' }],
        todo.map((a) => [
          escapeName(a.title),
          a.category,
          String(Math.round((a.maxPoints - a.points) * 100) / 100),
        ]),
      ),
    );
  lines.push('', datasetNote(ctx, 'Secure Score'));
  return {
    markdown: lines.join('\n'),
    pages: [
      { name: 'security/secure-score', tab: 'Score' },
      { name: 'security/secure-score', tab: 'Profiles' },
    ],
    followups: ['Which licences are unassigned?', 'What savings are open?'],
  };
}
