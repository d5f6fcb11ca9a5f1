import {
  CHAT_CODE_COPY_FEEDBACK_MS,
  CHAT_COPY_FEEDBACK_MS,
  CHAT_DATASET_LABELS,
  CHAT_DATASETS,
  CHAT_DISCLAIMER,
  CHAT_INPUT_MAX,
  ChatController,
  cutDescription,
  relatedLinkPath,
  userInitials,
} from '@portal/hooks/chat';
import { TOOLTIP_DELAY_MS } from '@portal/hooks/frame';
import { type DisplayCurrencyState, numberFormat } from '@portal/hooks/money';
import { useChat } from '@portal/hooks/react';
import type { ChatDataset, ChatMessage } from '@portal/sdk';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import {
  Button,
  Dialog,
  FileTrigger,
  Heading,
  Label,
  ListBox,
  ListBoxItem,
  Modal,
  ModalOverlay,
  Select,
  SelectValue,
  TextArea,
  TextField,
} from 'react-aria-components';
import Markdown, { type Components } from 'react-markdown';
import { Link as RouterLink } from 'react-router';
import remarkGfm from 'remark-gfm';
import { usePortal } from '../../../lib/portal-context.tsx';
import { useShell } from '../../../lib/shell-context.tsx';
import { useOwned } from '../../../lib/use-owned.ts';
import { ActionButton } from '../../../ui/button.tsx';
import { Hint } from '../../../ui/hint.tsx';
import { Icon } from '../../../ui/icons.tsx';
import { Popover } from '../../../ui/popover.tsx';
import * as ui from '../../../ui/styles.css.ts';
import { useChatClient } from '../api.ts';
import * as styles from './chat-dialog.css.ts';

/** Routes of the signed-in portal live under this prefix (spec: related links go to /{contentPrefix}/{url}). */
const CONTENT_PREFIX = 'billing';
/** A button that copies `text` and says 'Copied' for `ms`. */
function CopyButton({
  text,
  ms,
  label,
  children,
}: {
  text: string;
  ms: number;
  label: string;
  children?: ReactNode;
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), ms);
    return () => clearTimeout(timer);
  }, [copied, ms]);
  return (
    <Button
      className={styles.copy}
      aria-label={copied ? 'Copied' : label}
      onPress={() => {
        void navigator.clipboard?.writeText(text).then(
          () => setCopied(true),
          () => undefined,
        );
      }}
    >
      {copied ? 'Copied' : (children ?? 'Copy')}
    </Button>
  );
}

/** Markdown without raw HTML; links are checked before they are followed, code blocks can be copied. */
const MARKDOWN: Components = {
  a: ({ href, children }) => {
    const path = href
      ? relatedLinkPath({ url: href.replace(/^\/+/, '').replace(/^billing\//, '') }, CONTENT_PREFIX)
      : undefined;
    if (path) return <RouterLink to={path}>{children}</RouterLink>;
    // Anything else (another site, a script URL) is shown as text, not followed.
    return <span>{children}</span>;
  },
  pre: ({ children }) => {
    const text = extractText(children);
    return (
      <div className={styles.code}>
        <CopyButton text={text} ms={CHAT_CODE_COPY_FEEDBACK_MS} label="Copy code" />
        <pre>{children}</pre>
      </div>
    );
  },
  img: ({ alt }) => <span>{alt}</span>,
  table: ({ children }) => (
    <div className={styles.tableWrap}>
      <table className={styles.table}>{children}</table>
    </div>
  ),
};

function extractText(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(extractText).join('');
  if (node && typeof node === 'object' && 'props' in node) {
    return extractText((node as { props: { children?: ReactNode } }).props.children);
  }
  return '';
}

function AssistantMessage({ message, name }: { message: ChatMessage; name: string }) {
  const error = message.type === 'error';
  return (
    <li className={styles.assistantRow}>
      <span className={styles.avatar} aria-hidden="true">
        <Icon name="sparkles" size={16} />
      </span>
      <article className={error ? styles.errorBubble : styles.assistantBubble} aria-label={`${name} says`}>
        <p className={styles.author}>{name}</p>
        {error ? (
          <p role="alert">{message.message}</p>
        ) : (
          <div className={styles.markdown}>
            <Markdown remarkPlugins={[remarkGfm]} components={MARKDOWN} skipHtml>
              {message.message}
            </Markdown>
          </div>
        )}
        {message.relatedLinks && message.relatedLinks.length > 0 ? (
          <nav aria-label="Related pages" className={styles.related}>
            <ul>
              {message.relatedLinks.map((link) => {
                const path = relatedLinkPath(link, CONTENT_PREFIX);
                const title = link.name ?? link.path ?? link.url;
                return (
                  <li key={`${link.uuid}|${link.url}`}>
                    {path ? <RouterLink to={path}>{title}</RouterLink> : <span>{title}</span>}
                    {link.description ? (
                      <span className={styles.muted}> {cutDescription(link.description)}</span>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </nav>
        ) : null}
        {error ? null : (
          <div className={styles.bubbleFooter}>
            <p className={styles.disclaimer}>{CHAT_DISCLAIMER}</p>
            <CopyButton text={message.message} ms={CHAT_COPY_FEEDBACK_MS} label="Copy answer" />
          </div>
        )}
      </article>
    </li>
  );
}

function UserMessage({ message, name }: { message: ChatMessage; name: string }) {
  return (
    <li className={styles.userRow}>
      <article className={styles.userBubble} aria-label={`${name} asked`}>
        <p className={styles.author}>{name}</p>
        <p className={styles.userText}>{message.message}</p>
        {message.data?.screenshot ? (
          <img
            src={message.data.screenshot}
            alt="Screenshot sent with the question"
            className={styles.screenshot}
          />
        ) : null}
      </article>
      <span className={styles.initials} aria-hidden="true">
        {userInitials(name)}
      </span>
    </li>
  );
}

/**
 * The chat assistant dialog (spec section 2): 90% wide up to 1200px, 10px from the top, right and
 * bottom. The conversation's state and rules are `ChatController` (hooks/core); it outlives the
 * dialog, so closing and reopening keeps the chat.
 */
/** The currency the user sees figures in, once their identity is known (the assistant answers in it). */
const shownCurrency = (state: DisplayCurrencyState) => (state.own === undefined ? undefined : state.currency);

export default function ChatDialog(props: { isOpen: boolean; onClose: () => void }) {
  const client = useChatClient();
  const portal = usePortal();
  const { menuController } = useShell();
  const chat = useOwned(
    () =>
      new ChatController({
        client,
        displayCurrency: () => shownCurrency(portal.currency.getSnapshot()),
        // The menu's feature rule: no related link to a page the menu hides.
        hiddenLink: (link) => menuController.hiddenByFeatures(link.url),
      }),
    [client, portal.currency, menuController],
  );
  return chat ? <ChatWindow chat={chat} {...props} /> : null;
}

function ChatWindow({
  chat,
  isOpen,
  onClose,
}: {
  chat: ChatController;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { user } = useShell();
  const state = useChat(chat);
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (isOpen) void chat.open();
  }, [isOpen, chat]);
  // The newest message comes into view.
  useEffect(() => {
    if (state.messages.length > 0) end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [state.messages.length]);
  const assistant = state.settings?.name ?? 'Assistant';
  const you = user?.displayName?.trim() || 'You';

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} aria-label={`${assistant} chat`}>
          <header className={styles.header}>
            <span className={styles.avatar} aria-hidden="true">
              <Icon name="sparkles" size={18} />
            </span>
            <div className={styles.titleBlock}>
              <Heading slot="title" className={styles.title}>
                {assistant}
                <span className={styles.beta}>Beta</span>
              </Heading>
              {state.settings?.modelName ? <p className={styles.muted}>{state.settings.modelName}</p> : null}
            </div>
            <ActionButton onPress={() => void chat.newChat()} isDisabled={state.generating}>
              New Chat
            </ActionButton>
            <Hint content="Close the chat" delay={TOOLTIP_DELAY_MS.chat}>
              {(touch) => (
                <Button {...touch} className={styles.close} onPress={onClose} aria-label="Close">
                  <Icon name="close" size={18} />
                </Button>
              )}
            </Hint>
          </header>
          {/* A followed link opens its page: the dialog makes way for it. */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links inside are the keyboard path; this only hears their activation */}
          <ol
            className={styles.messages}
            aria-label="Conversation"
            aria-live="polite"
            onClick={(event) => {
              if ((event.target as Element).closest('a[href]')) onClose();
            }}
          >
            {state.messages.map((message, index) =>
              message.sender === 'assistant' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: messages only ever append
                <AssistantMessage key={index} message={message} name={assistant} />
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: messages only ever append
                <UserMessage key={index} message={message} name={you} />
              ),
            )}
            {state.generating ? (
              <li className={styles.assistantRow} role="status">
                <span className={styles.muted}>{assistant} is answering…</span>
              </li>
            ) : null}
            <li ref={end} aria-hidden="true" />
          </ol>
          <footer className={styles.footer}>
            {state.followups.length > 0 ? (
              <ul className={styles.followups} aria-label="Follow-up questions">
                {state.followups.map((question) => (
                  <li key={question}>
                    <Button
                      className={styles.followup}
                      onPress={() => void chat.ask(question)}
                      isDisabled={state.generating}
                    >
                      {question}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
            <form
              className={state.longInput ? styles.composerLong : styles.composer}
              onSubmit={(event) => {
                event.preventDefault();
                void chat.send();
              }}
            >
              <Select
                selectedKey={state.dataset}
                onSelectionChange={(key) => chat.setDataset(key as ChatDataset)}
                isDisabled={state.generating}
                className={styles.dataset}
              >
                <Label className={ui.visuallyHidden}>Data set</Label>
                <ActionButton>
                  <SelectValue />
                  <Icon name="chevronDown" size={14} />
                </ActionButton>
                <Popover className={styles.datasetPopover}>
                  <ListBox className={styles.datasetList}>
                    {CHAT_DATASETS.map((key) => (
                      <ListBoxItem key={key} id={key} className={styles.datasetOption}>
                        {CHAT_DATASET_LABELS[key]}
                      </ListBoxItem>
                    ))}
                  </ListBox>
                </Popover>
              </Select>
              <TextField
                value={state.input}
                onChange={(text) => chat.setInput(text)}
                // Read-only, not disabled, while the answer comes: a disabled field would drop the
                // keyboard focus to the page's body just after Enter sent the question.
                isReadOnly={state.generating}
                isInvalid={state.inputError !== undefined}
                className={styles.field}
                aria-describedby="chat-counter"
              >
                <Label className={ui.visuallyHidden}>Your question</Label>
                <TextArea
                  className={styles.input}
                  placeholder="Ask about your cost, budgets or savings"
                  rows={state.longInput ? 4 : 1}
                  onKeyDown={(event) => {
                    // Enter sends; Shift+Enter adds a newline.
                    if (event.key === 'Enter' && !event.shiftKey) {
                      event.preventDefault();
                      void chat.send();
                    }
                  }}
                  onPaste={(event) => {
                    const file = [...event.clipboardData.files].find((f) => f.type.startsWith('image/'));
                    if (file) void readImage(file).then((url) => chat.attachScreenshot(url));
                  }}
                />
              </TextField>
              <FileTrigger
                acceptedFileTypes={['image/png', 'image/jpeg', 'image/webp']}
                onSelect={(files) => {
                  const file = files?.[0];
                  if (file) void readImage(file).then((url) => chat.attachScreenshot(url));
                }}
              >
                <ActionButton isDisabled={state.generating} aria-label="Attach a screenshot">
                  <Icon name="plus" size={16} />
                </ActionButton>
              </FileTrigger>
              <ActionButton type="submit" variant="primary" isDisabled={!state.canSend}>
                Send
              </ActionButton>
              <span id="chat-counter" className={styles.counter}>
                {state.input.length} / {CHAT_INPUT_MAX}
              </span>
            </form>
            {state.inputError ? (
              <p className={styles.errorText} role="alert">
                {state.inputError}
              </p>
            ) : null}
            {state.screenshot ? (
              <p className={styles.muted}>
                A screenshot goes with the next question.{' '}
                <ActionButton onPress={() => chat.attachScreenshot(undefined)}>
                  Remove screenshot
                </ActionButton>
              </p>
            ) : null}
            <p className={styles.cost}>
              Chat cost:{' '}
              {numberFormat(undefined, {
                style: 'currency',
                currency: state.currency || 'USD',
                maximumFractionDigits: 4,
              }).format(state.cost ?? 0)}
            </p>
          </footer>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** An image file as a data URL, for the screenshot of a question. */
function readImage(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
