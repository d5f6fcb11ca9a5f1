import { SearchMachine } from '@portal/hooks/core';
import { useStore } from '@portal/hooks/react';
import type { SearchResult } from '@portal/sdk';
import { useEffect, useMemo, useState } from 'react';
import { Button, GridList, GridListItem, Input, Label, SearchField, Text } from 'react-aria-components';
import { usePortal } from '../app/portal-context.tsx';
import { Progress } from '../ui/progress.tsx';
import { StandardDialog } from '../ui/standard-dialog.tsx';
import * as ui from '../ui/styles.css.ts';
import * as styles from './dialogs.css.ts';

/** Results per page of the grid (the grid is 400px high and scrolls within a page). */
export const SEARCH_PAGE_SIZE = 10;

export interface SearchDialogProps {
  isOpen: boolean;
  initialText: string;
  personas: readonly string[];
  onClose: () => void;
  /** A result was chosen: its tab becomes active and the page opens. */
  onChoose: (result: SearchResult) => void;
}

/** The search dialog of spec section 2: 80% wide up to 800px. */
export function SearchDialog({ isOpen, initialText, personas, onClose, onChoose }: SearchDialogProps) {
  const portal = usePortal();
  const machine = useMemo(
    () => new SearchMachine((text) => portal.api.portal.search(text, { personas: [...personas] })),
    [portal, personas],
  );
  const state = useStore(machine);
  const [page, setPage] = useState(0);

  useEffect(() => {
    if (!isOpen) return;
    machine.input(initialText);
    if (initialText.trim()) machine.submit();
    return () => machine.dispose();
  }, [isOpen, initialText, machine]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: new results start again at the first page
  useEffect(() => setPage(0), [state.results]);

  const pages = Math.max(1, Math.ceil(state.results.length / SEARCH_PAGE_SIZE));
  const shown = state.results.slice(page * SEARCH_PAGE_SIZE, (page + 1) * SEARCH_PAGE_SIZE);

  return (
    <StandardDialog isOpen={isOpen} onClose={onClose} title="Search">
      <SearchField
        value={state.text}
        onChange={(text) => machine.input(text)}
        onSubmit={() => machine.submit()}
        className={styles.field}
        autoFocus
      >
        <Label className={styles.label}>Search pages and tabs</Label>
        <Input className={styles.input} placeholder="What would you like to find?" />
      </SearchField>
      <p aria-live="polite" className={styles.hint}>
        Total results: {state.results.length}
      </p>
      {state.status === 'loading' ? <Progress label="Searching" /> : null}
      {state.status === 'not-found' ? <p role="status">No results...</p> : null}
      <GridList
        aria-label="Search results"
        className={styles.searchResults}
        items={shown}
        onAction={(key) => {
          const chosen = shown.find((r) => `${r.name}|${r.tabName ?? ''}` === key);
          if (chosen) onChoose(chosen);
        }}
        renderEmptyState={() => null}
      >
        {(result) => (
          <GridListItem
            id={`${result.name}|${result.tabName ?? ''}`}
            textValue={result.displayName}
            className={styles.result}
          >
            <Text className={styles.resultTitle}>{result.path}</Text>
            {result.description ? <Text slot="description">{result.description}</Text> : null}
            <Text className={styles.hint}>Tags: {result.tags.length > 0 ? result.tags.join(', ') : '-'}</Text>
          </GridListItem>
        )}
      </GridList>
      {pages > 1 ? (
        <div className={styles.pager}>
          <Button className={ui.button} isDisabled={page === 0} onPress={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <span>
            Page {page + 1} of {pages}
          </span>
          <Button className={ui.button} isDisabled={page >= pages - 1} onPress={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </div>
      ) : null}
      <div className={ui.dialogActions}>
        <Button className={ui.button} onPress={onClose}>
          Close
        </Button>
      </div>
    </StandardDialog>
  );
}
