/**
 * The optional language model: an OpenAI-compatible chat-completions endpoint gets the question and
 * the engine's answer as the facts, and its reply becomes the answer's text. The links, follow-ups
 * and data set stay the engine's. Any failure, a timeout, an empty reply or a reply with an amount
 * the facts do not have leaves the engine's answer as it is.
 */
import type { AssistantLlmConfig } from '../config.ts';
import { DATASET_LABEL, type Dataset } from './context.ts';
import { neutraliseHtml } from './format.ts';

export const SYSTEM_PROMPT = [
  "You are the Cloud Assistant of a tenant portal for cloud cost and licence management. Answer the user's question",
  "using only the facts below, which were computed from the tenant's own data with the portal's figures.",
  'Copy every amount exactly as the facts write it (currency sign or code, thousands separators, two decimals);',
  'never compute, convert, round, estimate or invent an amount. When the facts say data is not available or the',
  'question cannot be answered, say so plainly. Write short Markdown, with a table when the facts have one.',
  'Do not write HTML or links.',
].join(' ');

/** Every amount of a text as its digits ('$12,345.67' → '12345.67'). */
const amounts = (text: string) => [...text.matchAll(/\d[\d,]*\.\d{2}\b/g)].map((m) => m[0].replace(/,/g, ''));

/**
 * The language model's answer to `question` from the engine's `facts`, or undefined when the model
 * is not reachable, too slow, answers nothing usable or names an amount the facts do not contain.
 */
export async function phraseWithLlm(
  config: AssistantLlmConfig,
  input: { question: string; dataset: Dataset; facts: string },
  fetchImpl: typeof fetch = fetch,
): Promise<string | undefined> {
  try {
    const response = await fetchImpl(config.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(config.key ? { Authorization: `Bearer ${config.key}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        temperature: 0,
        stream: false,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          {
            role: 'user',
            content: [
              `Question: ${input.question}`,
              `Data set: ${DATASET_LABEL[input.dataset]}`,
              '',
              'Facts:',
              input.facts,
            ].join('\n'),
          },
        ],
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') return undefined;
    const known = new Set(amounts(input.facts));
    if (amounts(content).some((amount) => !known.has(amount))) return undefined;
    return neutraliseHtml(content.trim());
  } catch {
    return undefined;
  }
}
