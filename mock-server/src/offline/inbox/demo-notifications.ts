/**
 * The offline world's side of the portal's notifications: the mail catcher (real SMTP on loopback,
 * STARTTLS and a sign-in), the webhook receiver (https on loopback) and the inbox page that shows
 * what both got, started beside the backend when no mail relay is configured. The backend then
 * sends to the catcher exactly as it would to a relay (nodemailer, the catcher's user and password,
 * its certificate trusted by being given), and posts webhooks to loopback only.
 *
 * Each tenant's seeded 'Finance channel' endpoint (and Contoso's monitoring integration) is pointed
 * at the receiver with a signing secret sealed as the API seals one, so the alerts the demo data
 * raises at the first start show their mail and their webhook within a minute. An endpoint a user
 * changed (another address) is left as it is.
 */
import { randomBytes } from 'node:crypto';
import type { DataAccess } from '../../data/data-access.ts';
import { type AutomateEndpointData, OPERATION_KINDS } from '../../data/operation-records.ts';
import {
  type EndpointSecret,
  endpointSecretContext,
  type MonitoringDocument,
  monitoringSecretContext,
} from '../../notify/deliveries.ts';
import { type Mailer, smtpMailer } from '../../notify/mailer.ts';
import { httpsWebhookSender, type WebhookSender } from '../../notify/webhooks.ts';
import type { SecretBox } from '../../secrets/secret-box.ts';
import { localCertificate } from '../local-certificate.ts';
import { MailCatcher } from '../mail/mail-catcher.ts';
import { WebhookReceiver } from '../webhooks/webhook-receiver.ts';
import { OfflineInbox } from './inbox-page.ts';

/** The tenant whose monitoring integration posts to the receiver. */
export const DEMO_MONITORING_TENANT = 'contoso';
const FINANCE_CHANNEL = 'Finance channel';

export interface OfflineNotifications {
  catcher: MailCatcher;
  receiver: WebhookReceiver;
  inbox: OfflineInbox;
  mailer: Mailer;
  webhooks: WebhookSender;
  stop(): Promise<void>;
}

export async function startOfflineNotifications(options: {
  inboxPort: number;
  from: string;
}): Promise<OfflineNotifications> {
  const certificate = await localCertificate('portal-offline.localhost');
  const catcher = new MailCatcher(certificate);
  await catcher.start(0);
  const receiver = new WebhookReceiver(certificate);
  await receiver.start(0);
  const inbox = new OfflineInbox(catcher, receiver);
  await inbox.start(options.inboxPort);
  return {
    catcher,
    receiver,
    inbox,
    mailer: smtpMailer({ url: catcher.url, from: options.from, ca: certificate.cert }),
    webhooks: httpsWebhookSender({ policy: 'loopback', ca: [certificate.cert] }),
    stop: async () => {
      await Promise.all([catcher.stop(), receiver.stop(), inbox.stop()]);
    },
  };
}

const seededUrl = (url: string) => /^https:\/\/hooks\.[^/]+\/finance\/portal-events$/.test(url);

/** Points the demo endpoints at the receiver, each with a fresh secret; answers how many. */
export async function ensureDemoEndpoints(data: DataAccess, box: SecretBox, receiver: WebhookReceiver) {
  let pointed = 0;
  const at = new Date();
  for (const tenantId of await data.focusImports.tenantIds()) {
    const endpoints = await data.records.list<AutomateEndpointData & EndpointSecret>(
      tenantId,
      OPERATION_KINDS.automateEndpoint,
    );
    for (const endpoint of endpoints) {
      const local = endpoint.data.url.startsWith('https://localhost:');
      if (endpoint.data.name !== FINANCE_CHANNEL || !(seededUrl(endpoint.data.url) || local)) continue;
      const path = `/${tenantId}/finance/portal-events`;
      const secret = randomBytes(24).toString('base64url');
      receiver.expect(path, secret);
      await data.records.update(
        tenantId,
        OPERATION_KINDS.automateEndpoint,
        endpoint.id,
        {
          ...endpoint.data,
          url: `${receiver.url}${path}`,
          sealedSecret: box.seal(secret, endpointSecretContext(tenantId, endpoint.id)),
        },
        at,
      );
      pointed += 1;
    }
  }
  const monitoring = await data.documents.read<MonitoringDocument | null>(
    DEMO_MONITORING_TENANT,
    'monitoring',
    null,
  );
  if (
    (await data.focusImports.tenantIds()).includes(DEMO_MONITORING_TENANT) &&
    (!monitoring || monitoring.endpoint.startsWith('https://localhost:'))
  ) {
    const secret = randomBytes(24).toString('base64url');
    receiver.expect('/monitoring', secret);
    const doc: MonitoringDocument = {
      endpoint: `${receiver.url}/monitoring`,
      enabled: true,
      sealedApiKey: box.seal(secret, monitoringSecretContext(DEMO_MONITORING_TENANT)),
    };
    await data.transaction((tx) => tx.documents.write(DEMO_MONITORING_TENANT, 'monitoring', doc, at));
  }
  return pointed;
}
