import {
  frequenciesLeft,
  frequencyLabel,
  nextDeliveryText,
  SUBSCRIPTION_FREQUENCIES,
  type SubscriptionFrequency,
  subscriptionsOf,
} from '@portal/hooks/notifications';
import { useStore } from '@portal/hooks/react';
import type { Subscription, SubscriptionTarget } from '@portal/sdk';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApiMutation, useApiQuery } from '../data/api-query.ts';
import { scheduledMailApi } from '../data/portal-endpoints.ts';
import { fixedPagePath } from '../lib/fixed-pages.ts';
import { usePortal } from '../lib/portal-context.tsx';
import { ActionButton } from './button.tsx';
import { ChoiceSelect } from './choice-select.tsx';
import { Icon } from './icons.tsx';
import { refusalMessage } from './query-state.tsx';
import { StandardDialog } from './standard-dialog.tsx';
import * as ui from './styles.css.ts';

/**
 * 'E-mail me': subscribes the signed-in user to a screen or saved view (`target`, called `name`),
 * daily, weekly or monthly, in the display currency now shown. The dialog says what the user gets
 * already, and once subscribed when the first e-mail goes.
 */
export function SubscribeButton({ target, name }: { target: SubscriptionTarget; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ActionButton onPress={() => setOpen(true)}>
        <Icon name="mail" size={16} /> E-mail me<span className={ui.visuallyHidden}> {name}</span>
      </ActionButton>
      {open ? <SubscribeDialog target={target} name={name} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function SubscribeDialog({
  target,
  name,
  onClose,
}: {
  target: SubscriptionTarget;
  name: string;
  onClose: () => void;
}) {
  const { currency: displayCurrency } = usePortal();
  const currency = useStore(displayCurrency, (s) => s.currency);
  const mine = useApiQuery(scheduledMailApi.list, []);
  const existing = subscriptionsOf(mine.data?.items ?? [], target);
  const left = frequenciesLeft(mine.data?.items ?? [], target);
  const [frequency, setFrequency] = useState<SubscriptionFrequency | ''>('');
  const chosen = frequency || left[0];
  const create = useApiMutation(scheduledMailApi.create);
  const made: Subscription | undefined = create.data;
  return (
    <StandardDialog isOpen onClose={onClose} title={`E-mail me ${name}`}>
      {made ? (
        <p role="status">
          Subscribed: {name} {frequencyLabel(made.frequency).toLowerCase()} to {made.email}, in{' '}
          {made.currency}. The first e-mail goes on {nextDeliveryText(made.nextDeliveryAt)}.
        </p>
      ) : (
        <>
          <p>
            The figures as this page shows them, with their CSV attached, in {currency}, sent to your sign-in
            address.
          </p>
          {existing.length > 0 ? (
            <p>
              You get it {existing.map((s) => frequencyLabel(s.frequency).toLowerCase()).join(' and ')}{' '}
              already.
            </p>
          ) : null}
          {mine.isPending ? <p>Reading your scheduled e-mails…</p> : null}
          {mine.isError ? (
            <p role="alert" className={ui.alertText}>
              Your scheduled e-mails could not be read. {refusalMessage(mine.error)}
            </p>
          ) : null}
          {mine.isSuccess && left.length === 0 ? <p>You get it at every frequency already.</p> : null}
          {mine.isSuccess && chosen ? (
            <ChoiceSelect
              label="How often"
              value={chosen}
              onChange={(value) => setFrequency(value as SubscriptionFrequency)}
            >
              {SUBSCRIPTION_FREQUENCIES.filter((f) => left.includes(f.value)).map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}, {f.when}
                </option>
              ))}
            </ChoiceSelect>
          ) : null}
          {create.isError ? (
            <p role="alert" className={ui.alertText}>
              Not subscribed. {refusalMessage(create.error)}
            </p>
          ) : null}
        </>
      )}
      <div className={ui.dialogActions}>
        <Link className={ui.link} to={fixedPagePath('scheduledEmails')} onClick={onClose}>
          Your scheduled e-mails
        </Link>
        {made ? null : (
          <ActionButton
            variant="primary"
            // Not isPending: its announcement would name this button once it is gone (after the success).
            isDisabled={!chosen || !mine.isSuccess || create.isPending}
            onPress={() => chosen && create.mutate([{ target, frequency: chosen, currency }])}
          >
            {create.isPending ? 'Subscribing…' : 'Subscribe'}
          </ActionButton>
        )}
        <ActionButton onPress={onClose}>{made ? 'Close' : 'Cancel'}</ActionButton>
      </div>
    </StandardDialog>
  );
}
