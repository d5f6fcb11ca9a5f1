import type { HandlerContext } from './api.ts';
import { badRequest, HttpProblem } from './problem.ts';

/**
 * The file of a multipart body's one field `file`: a 400 when there is none, a 413 naming the limit
 * when it is larger (`limit.text`: 'FOCUS exports may be at most 100 MiB.').
 */
export function uploadedFile(
  ctx: Pick<HandlerContext, 'matched'>,
  limit: { bytes: number; text: string },
): File {
  const form = ctx.matched.body;
  const file = form instanceof FormData ? form.get('file') : null;
  if (!(file instanceof File))
    throw badRequest('The multipart field "file" is required.', [{ field: 'file', message: 'is required' }]);
  if (file.size > limit.bytes) throw new HttpProblem(413, 'Payload Too Large', { detail: limit.text });
  return file;
}
