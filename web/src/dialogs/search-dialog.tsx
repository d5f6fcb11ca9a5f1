import { markMatches, type SearchController, type SearchControllerState } from '@portal/hooks/menu';
import type { SearchResult } from '@portal/sdk';
import { GridList, GridListItem, Input, Label, SearchField, Text } from 'react-aria-components';
import { ActionButton } from '../ui/button.tsx';
import * as styles from '../ui/dialog.css.ts';
import { Progress } from '../ui/progress.tsx';
import { StandardDialog } from '../ui/standard-dialog.tsx';
import * as ui from '../ui/styles.css.ts';

export interface SearchDialogProps {
  state: SearchControllerState;
  search: SearchController;
  /** A result was chosen: its tab becomes active and the page opens. */
  onChoose: (result: SearchResult) => void;
}

const resultKey = (result: SearchResult) => `${result.name}|${result.tabName ?? ''}`;

/** A result's text with the searched words marked (as text: never markup). */
function Marked({ text, query }: { text: string; query: string }) {
  return markMatches(text, query).map((segment, index) =>
    segment.match ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text, in order
      <mark key={index} className={styles.match}>
        {segment.text}
      </mark>
    ) : (
      segment.text
    ),
  );
}

/** The search dialog of spec section 2: 80% wide up to 800px. */
export function SearchDialog({ state, search, onChoose }: SearchDialogProps) {
  const { shown } = state;
  return (
    <StandardDialog isOpen={state.open} onClose={() => search.close()} title="Search">
      <SearchField
        value={state.text}
        onChange={(text) => search.input(text)}
        onSubmit={() => search.submit()}
        className={styles.field}
        autoFocus
      >
        <Label className={styles.label}>Search pages and tabs</Label>
        <Input className={styles.input} placeholder="What would you like to find?" />
      </SearchField>
      <p aria-live="polite" className={styles.hint}>
        Total results: {state.results.length}
      </p>
      {state.status === 'pending' ? <Progress label="Searching" /> : null}
      {/* Spec: no results and a failed search both read 'No results...'. */}
      {(state.status === 'success' && state.results.length === 0) || state.status === 'error' ? (
        <p role="status">No results...</p>
      ) : null}
      <GridList
        aria-label="Search results"
        className={styles.searchResults}
        items={shown}
        onAction={(key) => {
          const chosen = shown.find((r) => resultKey(r) === key);
          if (chosen) onChoose(chosen);
        }}
        renderEmptyState={() => null}
      >
        {(result) => (
          <GridListItem id={resultKey(result)} textValue={result.displayName} className={styles.result}>
            <Text className={styles.resultTitle}>
              <Marked text={result.path} query={state.text} />
            </Text>
            {result.description ? (
              <Text slot="description" className={styles.resultDescription}>
                <Marked text={result.description} query={state.text} />
              </Text>
            ) : null}
            <Text className={styles.resultTags}>
              Tags: {result.tags.length > 0 ? result.tags.join(', ') : '-'}
            </Text>
          </GridListItem>
        )}
      </GridList>
      {state.pageCount > 1 ? (
        <div className={styles.pager}>
          <ActionButton isDisabled={state.page === 0} onPress={() => search.setPage(state.page - 1)}>
            Previous
          </ActionButton>
          <span>
            Page {state.page + 1} of {state.pageCount}
          </span>
          <ActionButton
            isDisabled={state.page >= state.pageCount - 1}
            onPress={() => search.setPage(state.page + 1)}
          >
            Next
          </ActionButton>
        </div>
      ) : null}
      <div className={ui.dialogActions}>
        <ActionButton onPress={() => search.close()}>Close</ActionButton>
      </div>
    </StandardDialog>
  );
}
