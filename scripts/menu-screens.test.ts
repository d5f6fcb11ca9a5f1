import { describe, expect, it } from 'vitest';
import { type MenuNode, PORTAL_MENU, VIDEOS_MENU } from '../mock-server/src/seed/menu-template.ts';
import { findScreen } from '../web/src/screens/registry.ts';

function* keys(nodes: MenuNode[]): Generator<string> {
  for (const node of nodes) {
    for (const page of [node.page, ...Object.values(node.pageByPersona ?? {})]) {
      if (page?.contents.componentClass) yield page.contents.componentClass;
      for (const tab of page?.contents.tabs ?? []) if (tab.componentClass) yield tab.componentClass;
    }
    yield* keys(node.children ?? []);
  }
}

describe('the demo menu and the screen registry', () => {
  it('names only screens the web app has', () => {
    const missing = [...keys([...PORTAL_MENU, ...VIDEOS_MENU])].filter((key) => !findScreen(key));
    expect(missing).toEqual([]);
  });
});
