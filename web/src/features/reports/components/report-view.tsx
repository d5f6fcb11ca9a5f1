import { displayCurrencyParam } from '@portal/hooks/money';
import { useStore } from '@portal/hooks/react';
import {
  activeReportPage,
  isAllowedEmbedUrl,
  REPORT_HEIGHT_OFFSET_PX,
  REPORT_MOBILE_QUERY,
  reportLocale,
  selectReportPages,
} from '@portal/hooks/reports';
import type { ReportEmbed, ReportSettings } from '@portal/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ProgressBar, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useApiQuery } from '../../../data/api-query.ts';
import { usePortal } from '../../../lib/portal-context.tsx';
import { useShell } from '../../../lib/shell-context.tsx';
import { reportsApi, useLogReportView } from '../api.ts';
import { type EmbeddedReport, embedReport, type ReportPageSummary } from './embedded-report.ts';
import { ReportToolbar } from './report-toolbar.tsx';
import * as styles from './report-view.css.ts';
import { UnlicensedCard } from './unlicensed-card.tsx';

/** Which report: a report type of the menu, or a custom report by id. */
export type ReportSource = { reportType: string } | { customId: string };

export interface ReportViewProps {
  source: ReportSource;
  /** The saved views' page and tab: the menu item's name and the tab's name. */
  pageName: string;
  tabName: string;
  /** Keep only report pages whose name contains one of these (the page's pbiReportPageFilter). */
  pageFilter?: readonly string[] | undefined;
  /** Report pages to leave out (the page's pbiReportExcludePages). */
  excludePages?: readonly string[] | undefined;
  /** The report fills the viewport minus this many px (default 105). */
  heightOffset?: number;
  /**
   * Told once how the view turned out: the report opened, or one of the spec's cards instead
   * ('unavailable' is the marketing image: a failed or incomplete embed token).
   */
  onOutcome?: (outcome: ReportOutcome) => void;
}

/** How a report view turned out. */
export type ReportOutcome = 'opened' | 'unlicensed' | 'unavailable' | 'configuration-error';

const isComplete = (embed: ReportEmbed | null | undefined): embed is ReportEmbed =>
  Boolean(embed?.token && embed.entityUrl && embed.entityId);

/**
 * The report's settings and its embed token. A standard report's settings call gives the token
 * with them; a custom report's token comes from its own embed-token call, once its settings say it
 * is licensed. A fresh token each time the view opens.
 */
function useReportEmbed(source: ReportSource) {
  const customId = 'customId' in source ? source.customId : undefined;
  const reportType = 'reportType' in source ? source.reportType : '';
  // One of the two is read: a report type's settings (with a fresh token each time), or a custom
  // report's (shared with the custom report page).
  const standard = useApiQuery(reportsApi.reportSettings, [reportType], {
    enabled: customId === undefined,
    staleTime: 0,
    gcTime: 0,
  });
  const custom = useApiQuery(reportsApi.customReportSettings, [customId ?? ''], {
    enabled: customId !== undefined,
  });
  const settings = customId === undefined ? standard : custom;
  const licensed = Boolean(settings.data?.reportEmbedded);
  const token = useApiQuery(reportsApi.customReportEmbedToken, [customId ?? ''], {
    enabled: customId !== undefined && licensed,
    staleTime: 0,
    gcTime: 0,
  });
  if (settings.isPending) return { status: 'pending' } as const;
  if (settings.isError) return { status: 'token-error' } as const;
  const report = settings.data;
  if (!report.reportEmbedded) return { status: 'unlicensed', report } as const;
  if (customId === undefined) return { status: 'ready', report, embed: report.reportEmbedded } as const;
  if (token.isPending) return { status: 'pending' } as const;
  if (token.isError) return { status: 'token-error' } as const;
  return { status: 'ready', report, embed: token.data } as const;
}

/** The embedded report view: the report, or one of the spec's outcome cards. */
export default function ReportView(props: ReportViewProps) {
  const embed = useReportEmbed(props.source);
  const { config } = usePortal();
  const { onOutcome } = props;
  const told = useRef(false);
  const tell = useCallback(
    (outcome: ReportOutcome) => {
      if (told.current) return;
      told.current = true;
      onOutcome?.(outcome);
    },
    [onOutcome],
  );
  if (embed.status === 'pending') return <ThinProgress label="Loading the report" />;
  // Spec sections 2 and 8: a token error shows the marketing image, and the parent is told.
  if (embed.status === 'token-error') return <MarketingCard source={props.source} onShown={tell} />;
  if (embed.status === 'unlicensed') return <UnlicensedCard report={embed.report} onShown={tell} />;
  if (!isComplete(embed.embed)) return <MarketingCard source={props.source} onShown={tell} />;
  // Spec section 7: the report is loaded only from an embed host the client's configuration lists.
  if (!isAllowedEmbedUrl(embed.embed.entityUrl, config.reportEmbedHosts, window.location.origin))
    return <RefusedHostCard onShown={tell} />;
  return <EmbeddedReportView {...props} settings={embed.report} embed={embed.embed} tell={tell} />;
}

function ThinProgress({ label }: { label: string }) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className={styles.thinProgress}>
      <div className={styles.thinTrack}>
        <div className={styles.thinFill} />
      </div>
    </ProgressBar>
  );
}

/** Spec: no page matches the configured name, or the report has no pages. */
export function ConfigurationErrorCard() {
  return (
    <section className={styles.card} aria-labelledby="report-configuration-error" role="alert">
      <h2 id="report-configuration-error" className={styles.cardTitle}>
        Configuration Error
      </h2>
      <p>Please contact administrator.</p>
    </section>
  );
}

/**
 * A report the server places on a host the client's configuration does not list: not loaded; the
 * page says so as a configuration error (the administrator's to fix), and the parent is told.
 */
function RefusedHostCard({ onShown }: { onShown: (outcome: 'configuration-error') => void }) {
  useEffect(() => onShown('configuration-error'), [onShown]);
  return <ConfigurationErrorCard />;
}

/**
 * Spec: on a token error, or without token, entity URL or entity id, the marketing image links to
 * the sales e-mail address of the portal settings, and the parent is told.
 */
export function MarketingCard({
  source,
  onShown,
}: {
  source: ReportSource;
  onShown?: ((outcome: 'unavailable') => void) | undefined;
}) {
  const { settings } = useShell();
  const office = 'reportType' in source && source.reportType.startsWith('m365');
  const image = office ? settings?.powerBiOfficeMarketing : settings?.powerBiAzureMarketing;
  useEffect(() => onShown?.('unavailable'), [onShown]);
  const picture = image ? (
    <img
      src={image}
      alt={`${office ? 'Microsoft 365' : 'Azure'} reports: ask our sales team to enable them for your tenant`}
      className={styles.marketing}
    />
  ) : (
    <span>Ask our sales team to enable this report for your tenant.</span>
  );
  return (
    <section className={styles.card} aria-label="Report not available">
      {settings?.salesEmail ? (
        <a href={`mailto:${settings.salesEmail}`} className={styles.marketingLink}>
          {picture}
        </a>
      ) : (
        picture
      )}
    </section>
  );
}

type Phase = 'loading' | 'ready' | 'configuration-error' | 'unavailable';

function EmbeddedReportView({
  settings,
  embed,
  pageName,
  tabName,
  pageFilter,
  excludePages,
  heightOffset = REPORT_HEIGHT_OFFSET_PX,
  tell,
  source,
}: ReportViewProps & {
  settings: ReportSettings;
  embed: ReportEmbed;
  tell: (outcome: ReportOutcome) => void;
}) {
  const logView = useLogReportView().mutate;
  const container = useRef<HTMLDivElement>(null);
  // The report's figures in the user's display currency: a new choice embeds the report again.
  const { currency: displayCurrency } = usePortal();
  const currency = useStore(displayCurrency, (state) => displayCurrencyParam(state, 'billing'));
  const [report, setReport] = useState<EmbeddedReport>();
  const [phase, setPhase] = useState<Phase>('loading');
  const [pages, setPages] = useState<ReportPageSummary[]>([]);
  const [active, setActive] = useState<string>();
  const [hasFilters, setHasFilters] = useState(false);

  // Embedding is an effect on the DOM node the iframe lives in; everything after load is events.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one embed per token and currency; the rest is read when events come
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let live = true;
    const handle = embedReport({
      container: element,
      target: embed,
      currency,
      title: /report$/i.test(settings.name) ? settings.name : `${settings.name} report`,
      locale: reportLocale(navigator.language),
      mobile: window.matchMedia(REPORT_MOBILE_QUERY).matches,
      events: {
        loaded: async () => {
          try {
            const all = await handle.pages();
            const shown = selectReportPages(all, {
              nameFilters: pageFilter ?? [],
              exclude: excludePages ?? [],
            });
            const first = activeReportPage(shown, settings.reportPage);
            if (!live) return;
            if (first === 'configuration-error') {
              setPhase('configuration-error');
              tell('configuration-error');
              return;
            }
            if (!first.isActive) await handle.setPage(first.name);
            const filtered = await handle.hasFilters(first.name);
            if (!live) return;
            setPages(shown);
            setActive(first.name);
            setHasFilters(filtered);
            setReport(handle);
            setPhase('ready');
            tell('opened');
            logView([
              {
                url: window.location.pathname,
                reportId: embed.entityId,
                pageName: first.name,
              },
            ]);
          } catch {
            if (live) setPhase('unavailable');
          }
        },
        error: () => {
          if (live) setPhase('unavailable');
        },
        pageChanged: (page) => {
          if (!live) return;
          setActive(page.name);
          void handle.hasFilters(page.name).then((f) => live && setHasFilters(f));
        },
      },
    });
    return () => {
      live = false;
      handle.destroy();
    };
  }, [embed.token, currency]);

  // The frame holding the keyboard focus is marked, for its focus ring: CSS cannot tell (an iframe
  // with the focus matches neither :focus nor :focus-within in the page). The page's window loses
  // the focus when the frame takes it, and gets it back when the focus leaves the frame.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const mark = () =>
      element.toggleAttribute(
        'data-frame-focused',
        document.activeElement instanceof HTMLIFrameElement && element.contains(document.activeElement),
      );
    window.addEventListener('blur', mark);
    window.addEventListener('focus', mark);
    document.addEventListener('focusin', mark);
    return () => {
      window.removeEventListener('blur', mark);
      window.removeEventListener('focus', mark);
      document.removeEventListener('focusin', mark);
    };
  }, []);

  if (phase === 'unavailable') return <MarketingCard source={source} onShown={tell} />;
  return (
    <section
      className={styles.view}
      aria-label={/report$/i.test(settings.name) ? settings.name : `${settings.name} report`}
    >
      {phase === 'loading' ? <ThinProgress label={`Loading ${settings.name}`} /> : null}
      {phase === 'configuration-error' ? <ConfigurationErrorCard /> : null}
      {phase === 'ready' && pages.length > 0 ? (
        <div className={styles.header}>
          <ToggleButtonGroup
            aria-label="Report pages"
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={active ? [active] : []}
            onSelectionChange={(keys) => {
              const [key] = [...keys];
              if (key !== undefined && report) void report.setPage(String(key));
            }}
            className={styles.pageTabs}
          >
            {pages.map((page) => (
              <ToggleButton key={page.name} id={page.name} className={styles.pageTab}>
                {page.displayName}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </div>
      ) : null}
      <div className={styles.frameArea} hidden={phase === 'configuration-error'}>
        {report && phase === 'ready' ? (
          <ReportToolbar report={report} pageName={pageName} tabName={tabName} hasFilters={hasFilters} />
        ) : null}
        <div ref={container} className={styles.frame} style={{ height: `calc(100vh - ${heightOffset}px)` }} />
      </div>
    </section>
  );
}
