/**
 * An answer held to what the contract declares for its operation: a status the operation lists,
 * and the body that response declares (none, or one of its media types, JSON its schema accepts;
 * a problem document for every error, as the contract declares them).
 */
import type { ContractOperation } from '../contract/contract.ts';
import { type ContractDocument, resolveSchema, type Schema, type SchemaJudge } from './schema-arbitrary.ts';

/** An answer as it came: its status, Content-Type and body text. */
export interface Answer {
  status: number;
  contentType: string | null;
  text: string;
}

/** The responses the contract declares for an operation, by status ('200', '404'). */
export function declaredResponses(
  doc: ContractDocument,
  op: Pick<ContractOperation, 'method' | 'path'>,
): Record<string, Schema> {
  const operation = doc.paths[op.path]?.[op.method.toLowerCase()];
  return (operation?.responses ?? {}) as Record<string, Schema>;
}

/** Whether a media type is among the declared ones, ranges (`image/*`, `*\/*`) included. */
function declaredMediaType(declared: readonly string[], mediaType: string): string | undefined {
  return declared.find((type) => {
    if (type === mediaType || type === '*/*') return true;
    return type.endsWith('/*') && mediaType.startsWith(type.slice(0, -1));
  });
}

/** What is wrong with an answer by the contract, in words, or undefined when nothing is. */
export function answerMismatch(
  doc: ContractDocument,
  judge: SchemaJudge,
  op: Pick<ContractOperation, 'method' | 'path' | 'operationId'>,
  answer: Answer,
): string | undefined {
  const responses = declaredResponses(doc, op);
  const declared = responses[String(answer.status)];
  if (!declared)
    return `answered ${answer.status}, which ${op.operationId} does not declare (it declares ${Object.keys(responses).join(', ')})`;
  const content = (resolveSchema(doc, declared).content ?? {}) as Record<string, Schema>;
  const types = Object.keys(content);
  if (types.length === 0)
    return answer.text === ''
      ? undefined
      : `answered ${answer.status} with a body, where the contract declares none: ${answer.text.slice(0, 200)}`;
  const mediaType = answer.contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  const type = declaredMediaType(types, mediaType);
  if (!type)
    return `answered ${answer.status} as ${mediaType || 'no Content-Type'}, where the contract declares ${types.join(', ')}`;
  const schema = content[type]?.schema as Schema | undefined;
  if (!schema || !/[/+]json$/.test(mediaType)) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `answered ${answer.status} ${mediaType} that is not JSON: ${answer.text.slice(0, 200)}`;
  }
  if (judge.valid(schema, body)) return undefined;
  return `answered ${answer.status} with a body its declared schema refuses (${judge.errorsOf(schema, body)}): ${answer.text.slice(0, 300)}`;
}
