import type { components } from '@portal/contracts/openapi';
import type { MenuEntry } from '../../data/menu-repository.ts';

export type MenuItem = components['schemas']['MenuItem'];
/** The personas in effect: the selection the portal sent, limited to the caller's own; none means all. */
export function effectivePersonas(own: string[], selected: unknown): string[] {
  const wanted = Array.isArray(selected) ? selected.filter((p): p is string => typeof p === 'string') : [];
  const chosen = own.filter((p) => wanted.includes(p));
  return chosen.length > 0 ? chosen : own;
}

/** An item shows for the personas in effect and, per spec section 6, for any held feature. */
export const visibleTo = (entry: MenuEntry, personas: string[], features: readonly string[]) =>
  (entry.personas.length === 0 || entry.personas.some((p) => personas.includes(p))) &&
  (entry.features.length === 0 || entry.features.some((f) => features.includes(f)));

export function toMenuItem(entry: MenuEntry): MenuItem {
  return {
    uuid: entry.uuid,
    name: entry.name,
    displayName: entry.displayName,
    ...(entry.description ? { description: entry.description } : {}),
    ...(entry.icon ? { icon: entry.icon } : {}),
    features: entry.features,
    tags: entry.tags,
    ...(entry.url ? { url: entry.url } : {}),
    ...(entry.assistanceSrc ? { assistanceSrc: entry.assistanceSrc } : {}),
  };
}

/** The menu tree the personas and feature rights allow; a hidden parent hides its children. */
export function buildMenu(entries: MenuEntry[], personas: string[], features: readonly string[]): MenuItem[] {
  const children = new Map<string | null, MenuEntry[]>();
  for (const entry of entries) {
    const list = children.get(entry.parentUuid) ?? [];
    list.push(entry);
    children.set(entry.parentUuid, list);
  }
  const build = (parent: string | null): MenuItem[] =>
    (children.get(parent) ?? [])
      .filter((entry) => visibleTo(entry, personas, features))
      .map((entry) => {
        const kids = build(entry.uuid);
        return kids.length > 0 ? { ...toMenuItem(entry), children: kids } : toMenuItem(entry);
      });
  return build(null);
}
