import { isNotYetImplemented, NOT_YET_IMPLEMENTED } from '@portal/hooks/frame';
import { findMenuEntry } from '@portal/hooks/menu';
import { useStore, useTabs } from '@portal/hooks/react';
import type { PageDescription, Tab as PageTab } from '@portal/sdk';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApiQuery } from '../data/api-query.ts';
import { portalApi } from '../data/portal-endpoints.ts';
import { useLoadedModule } from '../lib/loaded-module.ts';
import { usePortal } from '../lib/portal-context.tsx';
import { useShell } from '../lib/shell-context.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { findScreen, screenModule } from '../screens/registry.ts';
import * as styles from '../ui/page-tabs.css.ts';
import { Progress } from '../ui/progress.tsx';
import * as ui from '../ui/styles.css.ts';
import { Tabs } from '../ui/tabs.tsx';

/** Spec: a page whose description cannot be fetched is a page of type error. */
const ERROR_PAGE: PageDescription = { type: 'error', contents: {} };
const NO_TABS: readonly PageTab[] = [];

/** The error type: page not found. */
export function PageNotFound() {
  return (
    <section className={styles.placeholder}>
      <h2 className={styles.placeholderTitle}>Page not found</h2>
      <p>This page does not exist or is not part of your portal.</p>
    </section>
  );
}

/** A ui page or tab: the registered screen of its component key, or the error placeholder. */
export function Screen({ componentKey }: { componentKey: string | undefined }) {
  const definition = findScreen(componentKey);
  // The screen's code without a Suspense boundary: React holds a boundary's reveal back for up to
  // 300 ms after its fallback showed, and the screen's data calls start only once it mounts.
  const Component = useLoadedModule(definition ? screenModule(definition) : undefined);
  if (!definition) {
    return (
      <section className={styles.placeholder} role="alert">
        <h2 className={styles.placeholderTitle}>This content cannot be shown</h2>
        <p>
          The page names a screen the portal does not have ({componentKey ?? 'none'}). Please contact
          administrator.
        </p>
      </section>
    );
  }
  if (!Component) return <Progress label={`Loading ${definition.title}`} />;
  return (
    <Component componentKey={definition.key} title={definition.title} description={definition.description} />
  );
}

const ReportView = lazy(() => import('../features/reports/components/report-view.tsx'));

/** A page as the audit trail names it: its display name and its parent's. */
interface AuditedPage {
  displayName: string;
  parentName?: string | undefined;
}

/**
 * A report page or tab: the embedded report view (its own chunk, with powerbi-client). The view
 * tells the page how it turned out (opened, or a card instead); the page then records the report
 * view in the audit trail (category analytics), whatever the outcome.
 */
function ReportContent({
  reportType,
  pageName,
  tabName,
  page,
  pageFilter,
  excludePages,
}: {
  reportType: string | undefined;
  pageName: string;
  tabName: string;
  page: AuditedPage;
  pageFilter?: readonly string[] | undefined;
  excludePages?: readonly string[] | undefined;
}) {
  const { audit } = usePortal();
  const location = useLocation();
  const where = `${location.pathname}${location.search}`;
  const onOutcome = useCallback(
    () =>
      audit.analytics({
        location: where,
        name: page.displayName,
        parentName: page.parentName,
        tabName,
        reportId: reportType ?? '',
      }),
    [audit, where, page.displayName, page.parentName, tabName, reportType],
  );
  if (!reportType) return <PageNotFound />;
  return (
    <Suspense fallback={<Progress label="Loading the report" />}>
      <ReportView
        key={`${pageName}|${tabName}|${reportType}`}
        source={{ reportType }}
        pageName={pageName}
        tabName={tabName}
        pageFilter={pageFilter}
        excludePages={excludePages}
        onOutcome={onOutcome}
      />
    </Suspense>
  );
}

function TabContent({ tab, pageName, page }: { tab: PageTab; pageName: string; page: AuditedPage }) {
  return tab.type === 'report' ? (
    <ReportContent
      reportType={tab.reportType}
      pageName={pageName}
      tabName={tab.name}
      page={page}
      pageFilter={tab.pbiReportPageFilter}
      excludePages={tab.pbiReportExcludePages}
    />
  ) : (
    <Screen componentKey={tab.componentClass} />
  );
}

/**
 * The dynamic page (catch-all of /billing): the URL is looked up in the menu map, the page's
 * description is fetched with the selected personas, and it renders as tabs, a screen, a report
 * or page-not-found.
 */
export function DynamicPage() {
  const portal = usePortal();
  const shell = useShell();
  const personas = useStore(shell.personas).saved;
  const location = useLocation();
  const navigate = useNavigate();
  const entry = shell.menu ? findMenuEntry(shell.menuMap, location.pathname) : undefined;
  // A menu item not implemented yet has no page to read: the page shows the notice instead.
  const notYet = isNotYetImplemented(entry?.item);
  const uuid = notYet ? undefined : entry?.item.uuid;
  // With the tab's kept menu (AnswerCache) the uuid is known at once after a reload, so the page's
  // description loads beside the menu rather than after it.
  const pageQuery = useApiQuery(portalApi.page, [uuid ?? '', { personas: [...personas] }], {
    enabled: uuid !== undefined,
    retry: false,
  });
  const page = pageQuery.isError ? ERROR_PAGE : pageQuery.data;
  const tabs = page?.type === 'tabbed' ? (page.contents.tabs ?? NO_TABS) : NO_TABS;
  const { activeTab, select } = useTabs({
    memory: shell.tabs,
    pathname: location.pathname,
    search: location.search,
    tabs,
  });
  // The screen shown now is remembered for the route, so a reload fetches its code at start-up (main.tsx).
  const { screenHints } = portal;
  const route = `${location.pathname}${location.search}`;
  const shownScreen =
    page?.type === 'ui'
      ? page.contents.componentClass
      : page?.type === 'tabbed'
        ? activeTab?.componentClass
        : undefined;
  useEffect(() => {
    if (shownScreen && findScreen(shownScreen)) screenHints.remember(route, [shownScreen]);
  }, [screenHints, route, shownScreen]);

  const title = entry?.item.displayName;
  // Spec section 2: the title follows the active tab ('Users - Licences'); a tab named like its
  // page does not repeat the name.
  const documentTitle =
    title && activeTab && activeTab.displayName !== title ? `${activeTab.displayName} - ${title}` : title;
  useDocumentTitle(documentTitle ?? (shell.menu ? 'Page not found' : undefined));

  // The frame learns the page's name, tab and help video; a tabbed page's video follows 200 ms later.
  const { setPage } = shell;
  const assistance = activeTab?.assistanceSrc ?? page?.assistanceSrc ?? entry?.item.assistanceSrc;
  const name = entry?.item.name;
  useEffect(() => {
    setPage(
      { displayName: title, uuid, name, tabName: activeTab?.name, assistanceSrc: assistance },
      { tabbed: page?.type === 'tabbed' },
    );
  }, [setPage, title, uuid, name, activeTab?.name, assistance, page?.type]);

  if (!shell.menu) return <Progress label="Loading the page" />;
  if (!entry) {
    return (
      <>
        <h1 className={styles.heading}>Page not found</h1>
        <PageNotFound />
      </>
    );
  }

  const audited: AuditedPage = {
    displayName: entry.item.displayName,
    parentName: entry.ancestors.at(-1)?.displayName,
  };
  if (notYet) {
    return (
      <>
        <h1 className={styles.heading}>{entry.item.displayName}</h1>
        <section className={styles.placeholder} aria-labelledby="not-yet-implemented" role="status">
          <h2 id="not-yet-implemented" className={styles.placeholderTitle}>
            {NOT_YET_IMPLEMENTED.title}
          </h2>
          <p>{NOT_YET_IMPLEMENTED.description}</p>
        </section>
      </>
    );
  }
  return (
    <>
      <h1 className={styles.heading}>{entry.item.displayName}</h1>
      {entry.item.description ? <p className={ui.muted}>{entry.item.description}</p> : null}
      {!page ? <Progress label={`Loading ${entry.item.displayName}`} /> : null}
      {page?.type === 'error' ? <PageNotFound /> : null}
      {page?.type === 'ui' ? <Screen componentKey={page.contents.componentClass} /> : null}
      {page?.type === 'pbiReport' ? (
        <ReportContent
          reportType={page.contents.reportType}
          pageName={entry.item.name}
          tabName=""
          page={audited}
          pageFilter={page.contents.pbiReportPageFilter}
          excludePages={page.contents.pbiReportExcludePages}
        />
      ) : null}
      {page?.type === 'tabbed' && tabs.length > 0 ? (
        <Tabs
          label={`${entry.item.displayName} tabs`}
          items={tabs.map((tab) => ({ id: tab.name, label: tab.displayName, description: tab.description }))}
          selected={activeTab?.name}
          onSelect={(key) => {
            const search = select(key);
            if (search) navigate({ pathname: location.pathname, search }, { replace: true });
          }}
          className={styles.tabs}
          classNames={{
            list: styles.tabList,
            tab: styles.tab,
            panel: styles.tabPanel,
            tooltip: styles.tooltip,
          }}
        >
          {(item) => {
            const tab = tabs.find((candidate) => candidate.name === item.id);
            return tab ? <TabContent tab={tab} pageName={entry.item.name} page={audited} /> : null;
          }}
        </Tabs>
      ) : null}
    </>
  );
}
