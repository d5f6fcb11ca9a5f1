import { createHash } from 'node:crypto';

/**
 * A stable uuid from a name (the seed's ids, a user's id from their sign-in name, a report's
 * entity id): the same name always gives the same id.
 */
export function stableUuid(...parts: string[]): string {
  const hex = createHash('sha1').update(parts.join('|')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
