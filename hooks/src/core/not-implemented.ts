import type { MenuItem } from '@portal/sdk';

/** Spec section 8: the not-yet-implemented notice. */
export const NOT_YET_IMPLEMENTED = { title: 'WIP', description: 'Not yet implemented' } as const;

/**
 * The menu tag of an item that is not implemented yet: a reseller may put an item in a tenant's
 * menu before its screen ships. Choosing it shows the not-yet-implemented notice instead of a page.
 */
const NOT_YET_IMPLEMENTED_TAG = 'wip';

export function isNotYetImplemented(item: Pick<MenuItem, 'tags'> | undefined): boolean {
  return item?.tags?.includes(NOT_YET_IMPLEMENTED_TAG) === true;
}
