/**
 * The office suite of the offline world: the Graph stand-in started beside the backend (when no
 * real Graph is configured), holding every demo tenant's directory as the seed wrote it, and each
 * demo tenant's office integration pointed at its directory's application, its secret sealed as
 * the API seals one. The office pipelines the seed made (licences weekly, security daily) then
 * run on the scheduler's first tick, so a newcomer sees them succeed within a minute.
 * An integration a user changed (another application id) is left as it is.
 */
import type { DataAccess } from '../../data/data-access.ts';
import { OFFICE_KINDS } from '../../data/office-records.ts';
import type { GraphConfiguration, OfficeGraph } from '../../graph/office-graph.ts';
import { httpTransport } from '../../graph/transport.ts';
import { demoApplication, directoryFromRecords, GraphStandIn } from './graph-stand-in.ts';

export interface DemoOffice {
  standIn: GraphStandIn;
  graph: GraphConfiguration;
}

/** Starts the stand-in with the directories of every tenant that has office data. */
export async function startDemoGraph(data: DataAccess, port = 0): Promise<DemoOffice> {
  const standIn = new GraphStandIn();
  await standIn.start(port);
  for (const tenantId of await data.focusImports.tenantIds()) {
    if ((await data.records.list(tenantId, OFFICE_KINDS.sku)).length === 0) continue;
    standIn.add(await directoryFromRecords(data, tenantId));
  }
  return {
    standIn,
    graph: {
      authority: standIn.url,
      graphUrl: standIn.url,
      transport: httpTransport({ ca: standIn.certificate }),
    },
  };
}

/** Points each demo tenant's office integration at its stand-in directory; answers how many. */
export async function ensureDemoIntegrations(data: DataAccess, office: OfficeGraph, standIn: GraphStandIn) {
  let configured = 0;
  for (const tenantId of await data.focusImports.tenantIds()) {
    const app = demoApplication(tenantId);
    if (!standIn.directory(app.directoryTenantId)) continue;
    const settings = await office.settings(data, tenantId);
    if (settings.applicationId && settings.applicationId !== app.applicationId) continue;
    if (settings.applicationId === app.applicationId && settings.secretSet) continue;
    await office.save(
      data,
      tenantId,
      {
        ...settings,
        enabled: settings.enabled ?? true,
        directoryTenantId: app.directoryTenantId,
        applicationId: app.applicationId,
        applicationSecret: app.secret,
      },
      new Date(),
    );
    configured += 1;
  }
  return configured;
}
