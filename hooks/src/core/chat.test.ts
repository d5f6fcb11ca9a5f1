import {
  ApiError,
  type ApiResult,
  type Chat,
  type ChatCreated,
  type FollowupResponse,
  type GenerateResponse,
} from '@portal/sdk';
import { describe, expect, it, vi } from 'vitest';
import {
  CHAT_COUNTER_SWITCH,
  CHAT_DATASET_LABELS,
  CHAT_DATASETS,
  CHAT_DEFAULT_USER_NAME,
  CHAT_DISCLAIMER,
  CHAT_ERROR_MESSAGE,
  CHAT_INPUT_MAX,
  CHAT_INPUT_REQUIRED,
  CHAT_INPUT_TOO_LONG,
  CHAT_RATE_LIMIT_MESSAGE,
  CHAT_SCREENSHOT_MAX,
  CHAT_SCREENSHOT_NOT_IMAGE,
  CHAT_SCREENSHOT_TOO_LARGE,
  type ChatApi,
  ChatController,
  chatUserName,
  cutDescription,
  RELATED_LINK_DESCRIPTION_MAX,
  relatedLinkPath,
  sanitizeChatText,
  userInitials,
} from './chat.ts';

const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data, status: 200 });
const failed = <T>(status = 500): ApiResult<T> => ({
  ok: false,
  status,
  error: new ApiError(status, { title: 'Failed', status }),
});

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

/** Lets every settled promise run its continuations. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const GREETING = 'Hello! Ask me about your cloud costs.';
const IMAGE = 'data:image/png;base64,iVBORw0KGgo=';

const restored: Chat = {
  chatId: 'chat-1',
  messages: [
    { sender: 'assistant', message: GREETING },
    { sender: 'user', message: 'What did Azure cost?' },
    {
      sender: 'assistant',
      message: 'These pages answer that.',
      relatedLinks: [{ uuid: 'l1', url: 'azure-costs' }],
    },
  ],
  chat_dataset: 'azure',
  followup: ['Which subscription costs the most?'],
  chat_cost: 0.024,
  chat_cost_currency: 'USD',
};

const answer = (over: Partial<GenerateResponse> = {}): GenerateResponse => ({
  response: 'Your Azure cost last month was **$12,345.67**.',
  chat_dataset: 'all',
  related_links: [{ uuid: 'l2', url: 'azure-costs', name: 'Azure costs' }],
  chat_cost: 0.012,
  chat_cost_currency: 'USD',
  ...over,
});

/** The SDK's `chat` group as spies: no previous chat, a new one created, answers and follow-ups. */
function fakeClient(over: Partial<{ [K in keyof ChatApi]: ChatApi[K] }> = {}) {
  let created = 0;
  return {
    settings: vi.fn<ChatApi['settings']>(
      over.settings ?? (async () => ok({ name: 'Cloud Assistant', modelName: 'demo-1' })),
    ),
    create: vi.fn<ChatApi['create']>(
      over.create ??
        (async (): Promise<ApiResult<ChatCreated>> =>
          ok({
            chatId: `new-${++created}`,
            response: GREETING,
            chat_dataset: 'all',
            chat_cost: 0,
            chat_cost_currency: 'USD',
          })),
    ),
    restore: vi.fn<ChatApi['restore']>(over.restore ?? (async () => failed<Chat>(404))),
    generate: vi.fn<ChatApi['generate']>(
      over.generate ?? (async (body) => ok(answer({ chat_dataset: body.chat_dataset }))),
    ),
    followup: vi.fn<ChatApi['followup']>(
      over.followup ?? (async () => ok<FollowupResponse>({ followup: ['Which licences are unassigned?'] })),
    ),
  };
}

async function opened(client = fakeClient()) {
  const chat = new ChatController({ client });
  await chat.open();
  await flush();
  return { chat, client };
}

describe("ChatController: related links follow the menu's feature rule", () => {
  it('leaves out links to pages the user may not open, in answers and in a restored chat', async () => {
    const hiddenLink = (link: { url: string }) => link.url === 'security/secure-score';
    const client = fakeClient({
      restore: async () =>
        ok<Chat>({
          ...restored,
          messages: [
            ...restored.messages.slice(0, 2),
            {
              sender: 'assistant',
              message: 'These pages answer that.',
              relatedLinks: [
                { uuid: 'l1', url: 'azure-costs' },
                { uuid: 'l9', url: 'security/secure-score' },
              ],
            },
          ],
        }),
      generate: async () =>
        ok(
          answer({
            related_links: [
              { uuid: 'l9', url: 'security/secure-score', name: 'Secure score' },
              { uuid: 'l2', url: 'azure-costs', name: 'Azure costs' },
            ],
          }),
        ),
    });
    const chat = new ChatController({ client, hiddenLink });
    await chat.open();
    await flush();
    expect(chat.getSnapshot().messages.at(-1)?.relatedLinks).toEqual([{ uuid: 'l1', url: 'azure-costs' }]);
    chat.setInput('What is my secure score?');
    await chat.send();
    await flush();
    expect(chat.getSnapshot().messages.at(-1)?.relatedLinks).toEqual([
      { uuid: 'l2', url: 'azure-costs', name: 'Azure costs' },
    ]);
  });
});

describe('ChatController: opening', () => {
  it('starts idle with the dataset all, an empty input and Send off', () => {
    const chat = new ChatController({ client: fakeClient() });
    expect(chat.getSnapshot()).toMatchObject({
      status: 'idle',
      settings: undefined,
      chatId: undefined,
      messages: [],
      dataset: 'all',
      input: '',
      counter: '0 / 2000',
      longInput: false,
      canSend: false,
      generating: false,
      inputDisabled: false,
      datasetDisabled: true,
    });
  });

  it('restores the previous chat with its messages, dataset, follow-ups and total cost', async () => {
    const client = fakeClient({ restore: async () => ok(restored) });
    const { chat } = await opened(client);
    expect(client.create).not.toHaveBeenCalled();
    expect(chat.getSnapshot()).toMatchObject({
      status: 'success',
      settings: { name: 'Cloud Assistant', modelName: 'demo-1' },
      chatId: 'chat-1',
      messages: restored.messages,
      dataset: 'azure',
      followups: ['Which subscription costs the most?'],
      cost: 0.024,
      currency: 'USD',
      datasetDisabled: false,
    });
  });

  it('is opening while the restore is on its way', async () => {
    const restore = deferred<ApiResult<Chat>>();
    const client = fakeClient({ restore: () => restore.promise });
    const chat = new ChatController({ client });
    const opening = chat.open();
    expect(chat.getSnapshot()).toMatchObject({ status: 'pending', canSend: false, datasetDisabled: true });
    chat.setInput('Hello');
    expect(chat.getSnapshot().canSend).toBe(false);
    restore.resolve(ok(restored));
    await opening;
    expect(chat.getSnapshot()).toMatchObject({ status: 'success', canSend: true });
  });

  it('creates a new chat with the greeting when there is none to restore (404)', async () => {
    const { chat, client } = await opened();
    expect(client.restore).toHaveBeenCalledTimes(1);
    expect(client.create).toHaveBeenCalledTimes(1);
    expect(chat.getSnapshot()).toMatchObject({
      status: 'success',
      chatId: 'new-1',
      messages: [{ sender: 'assistant', message: GREETING }],
      dataset: 'all',
      followups: [],
      cost: 0,
      currency: 'USD',
    });
  });

  it('creates a new chat when the restore fails (500, network)', async () => {
    for (const status of [500, 0]) {
      const { chat, client } = await opened(fakeClient({ restore: async () => failed(status) }));
      expect(client.create).toHaveBeenCalledTimes(1);
      expect(chat.getSnapshot()).toMatchObject({ status: 'success', chatId: 'new-1' });
    }
  });

  it('shows the greeting of a restored chat without messages', async () => {
    const { chat } = await opened(
      fakeClient({
        restore: async () => ok({ chatId: 'c', messages: [], chat_dataset: 'all', response: GREETING }),
      }),
    );
    expect(chat.getSnapshot().messages).toEqual([{ sender: 'assistant', message: GREETING }]);
    expect(chat.getSnapshot().cost).toBeUndefined();
  });

  it('gives the chat’s related links to its last answer when that answer has none', async () => {
    const links = [{ uuid: 'l', url: 'azure-budgets' }];
    const { chat } = await opened(
      fakeClient({
        restore: async () =>
          ok({
            chatId: 'c',
            messages: [
              { sender: 'user', message: 'Budgets?' },
              { sender: 'assistant', message: 'See the budgets.' },
            ],
            chat_dataset: 'all',
            related_links: links,
          }),
      }),
    );
    expect(chat.getSnapshot().messages[1]).toEqual({
      sender: 'assistant',
      message: 'See the budgets.',
      relatedLinks: links,
    });
  });

  it('sanitises restored user messages too: user text is never shown as HTML', async () => {
    const { chat } = await opened(
      fakeClient({
        restore: async () =>
          ok({
            chatId: 'c',
            messages: [{ sender: 'user', message: 'Hi <img src=x onerror=alert(1)>there' }],
            chat_dataset: 'all',
          }),
      }),
    );
    expect(chat.getSnapshot().messages[0]?.message).toBe('Hi there');
  });

  it('says the generic error and stays closed to questions when no chat can be created; open tries again', async () => {
    let fail = true;
    const client = fakeClient({ restore: async () => failed(404) });
    const create = client.create.getMockImplementation();
    client.create.mockImplementation(async (init) => (fail ? failed(503) : (create?.(init) ?? failed(500))));
    const chat = new ChatController({ client });
    await chat.open();
    expect(chat.getSnapshot()).toMatchObject({
      status: 'error',
      chatId: undefined,
      messages: [
        { sender: 'assistant', type: 'error', message: 'An error occurred. Please try again later.' },
      ],
      canSend: false,
    });
    expect(chat.getSnapshot().error?.status).toBe(503);
    fail = false;
    await chat.open();
    expect(chat.getSnapshot()).toMatchObject({ status: 'success', chatId: 'new-1', error: undefined });
  });

  it('opens once: a second open while opening or open answers the same promise', async () => {
    const client = fakeClient({ restore: async () => ok(restored) });
    const chat = new ChatController({ client });
    const first = chat.open();
    expect(chat.open()).toBe(first);
    await first;
    expect(chat.open()).toBe(first);
    expect(client.restore).toHaveBeenCalledTimes(1);
  });

  it('keeps working without settings; a later open reads them again', async () => {
    const settings = vi
      .fn<ChatApi['settings']>()
      .mockResolvedValueOnce(failed(500))
      .mockResolvedValue(ok({ name: 'Cloud Assistant', modelName: 'demo-1' }));
    const client = fakeClient({ settings });
    const chat = new ChatController({ client });
    await chat.open();
    await flush();
    expect(chat.getSnapshot()).toMatchObject({ status: 'success', settings: undefined });
    await chat.open();
    await flush();
    expect(chat.getSnapshot().settings).toEqual({ name: 'Cloud Assistant', modelName: 'demo-1' });
    expect(settings).toHaveBeenCalledTimes(2);
  });
});

describe('ChatController: the input (spec section 5)', () => {
  it('counts n / 2000 and switches the counter layout at 40 characters', async () => {
    const { chat } = await opened();
    chat.setInput('a'.repeat(CHAT_COUNTER_SWITCH - 1));
    expect(chat.getSnapshot()).toMatchObject({ counter: '39 / 2000', longInput: false });
    chat.setInput('a'.repeat(CHAT_COUNTER_SWITCH));
    expect(chat.getSnapshot()).toMatchObject({ counter: '40 / 2000', longInput: true });
    expect(CHAT_COUNTER_SWITCH).toBe(40);
  });

  it('is required: Send is off for an empty or blank input, with the problem once typed', async () => {
    const { chat } = await opened();
    expect(chat.getSnapshot()).toMatchObject({ canSend: false, inputError: undefined });
    chat.setInput('   ');
    expect(chat.getSnapshot()).toMatchObject({ canSend: false, inputError: CHAT_INPUT_REQUIRED });
    chat.setInput('Hi');
    expect(chat.getSnapshot()).toMatchObject({ canSend: true, inputError: undefined });
    chat.setInput('<b></b>');
    expect(chat.getSnapshot()).toMatchObject({ canSend: false, inputError: CHAT_INPUT_REQUIRED });
  });

  it('holds at most 2000 characters', async () => {
    const { chat } = await opened();
    chat.setInput('a'.repeat(CHAT_INPUT_MAX));
    expect(chat.getSnapshot()).toMatchObject({
      canSend: true,
      inputError: undefined,
      counter: '2000 / 2000',
    });
    // A 2001st character (a paste past the end) is cut off, and the input says why.
    chat.setInput(`${'a'.repeat(CHAT_INPUT_MAX)}b`);
    expect(chat.getSnapshot()).toMatchObject({
      input: 'a'.repeat(CHAT_INPUT_MAX),
      inputClipped: true,
      canSend: true,
      inputError: 'Maximum length is 2000 characters.',
      counter: '2000 / 2000',
    });
    expect(CHAT_INPUT_TOO_LONG).toBe('Maximum length is 2000 characters.');
    // The next edit within the maximum clears the note.
    chat.setInput('a'.repeat(CHAT_INPUT_MAX - 1));
    expect(chat.getSnapshot()).toMatchObject({ inputClipped: false, inputError: undefined });
    // Never half of a surrogate pair at the cut.
    chat.setInput(`${'a'.repeat(CHAT_INPUT_MAX - 1)}😀`);
    expect(chat.getSnapshot().input).toBe('a'.repeat(CHAT_INPUT_MAX - 1));
    chat.setInput('a'.repeat(CHAT_INPUT_MAX * 2));
    expect(chat.getSnapshot().input).toHaveLength(CHAT_INPUT_MAX);
    expect(await chat.send()).toBe(true);
  });

  it('turns Send on with a screenshot alone, and refuses what is not an image', async () => {
    const { chat } = await opened();
    expect(chat.attachScreenshot(IMAGE)).toBe(true);
    expect(chat.getSnapshot()).toMatchObject({ screenshot: IMAGE, canSend: true });
    expect(chat.attachScreenshot('data:text/html;base64,PHNjcmlwdD4=')).toBe(false);
    expect(chat.getSnapshot()).toMatchObject({
      screenshot: IMAGE,
      screenshotError: CHAT_SCREENSHOT_NOT_IMAGE,
    });
    expect(chat.attachScreenshot('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
    expect(chat.attachScreenshot(`data:image/png;base64,${'A'.repeat(CHAT_SCREENSHOT_MAX)}`)).toBe(false);
    expect(chat.getSnapshot().screenshotError).toBe(CHAT_SCREENSHOT_TOO_LARGE);
    expect(chat.attachScreenshot(undefined)).toBe(false);
    expect(chat.getSnapshot()).toMatchObject({
      screenshot: undefined,
      screenshotError: undefined,
      canSend: false,
    });
  });
});

describe('ChatController: sending (spec sections 4 and 8, decision 3)', () => {
  it('adds the user message, clears the box, then appends the reply, links, follow-ups, dataset and cost', async () => {
    const { chat, client } = await opened();
    chat.setInput('  What did Azure cost last month?  ');
    const sent = await chat.send();
    expect(sent).toBe(true);
    expect(client.generate).toHaveBeenCalledWith(
      { chatId: 'new-1', question: 'What did Azure cost last month?', chat_dataset: 'all' },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(client.followup).toHaveBeenCalledWith('new-1', expect.anything());
    expect(chat.getSnapshot()).toMatchObject({
      input: '',
      counter: '0 / 2000',
      inputError: undefined,
      generating: false,
      inputDisabled: false,
      messages: [
        { sender: 'assistant', message: GREETING },
        { sender: 'user', message: 'What did Azure cost last month?' },
        {
          sender: 'assistant',
          message: 'Your Azure cost last month was **$12,345.67**.',
          relatedLinks: [{ uuid: 'l2', url: 'azure-costs', name: 'Azure costs' }],
        },
      ],
      followups: ['Which licences are unassigned?'],
      dataset: 'all',
      cost: 0.012,
      currency: 'USD',
    });
  });

  it('disables input, dataset and Send while generating, and enables them again after the reply', async () => {
    const reply = deferred<ApiResult<GenerateResponse>>();
    const { chat } = await opened(fakeClient({ generate: () => reply.promise }));
    chat.setInput('Question');
    const sending = chat.send();
    expect(chat.getSnapshot()).toMatchObject({
      generating: true,
      inputDisabled: true,
      datasetDisabled: true,
      canSend: false,
      input: '',
      followups: [],
    });
    // The disabled controls do nothing.
    chat.setInput('typed meanwhile');
    chat.setDataset('m365');
    expect(chat.attachScreenshot(IMAGE)).toBe(false);
    expect(await chat.ask('Another?')).toBe(false);
    expect(await chat.send()).toBe(false);
    expect(chat.getSnapshot()).toMatchObject({ input: '', dataset: 'all', screenshot: undefined });
    reply.resolve(ok(answer()));
    await sending;
    expect(chat.getSnapshot()).toMatchObject({
      generating: false,
      inputDisabled: false,
      datasetDisabled: false,
    });
    chat.setInput('Next');
    expect(chat.getSnapshot().canSend).toBe(true);
  });

  it('sends the screenshot with the question, and a screenshot alone with an empty question', async () => {
    const { chat, client } = await opened();
    chat.setInput('What is this?');
    chat.attachScreenshot(IMAGE);
    await chat.send();
    expect(client.generate).toHaveBeenLastCalledWith(
      { chatId: 'new-1', question: 'What is this?', chat_dataset: 'all', screenshot: IMAGE },
      expect.anything(),
    );
    expect(chat.getSnapshot().messages[1]).toEqual({
      sender: 'user',
      message: 'What is this?',
      data: { screenshot: IMAGE },
    });
    expect(chat.getSnapshot().screenshot).toBeUndefined();
    chat.attachScreenshot(IMAGE);
    await chat.send();
    expect(client.generate).toHaveBeenLastCalledWith(
      { chatId: 'new-1', question: '', chat_dataset: 'all', screenshot: IMAGE },
      expect.anything(),
    );
    expect(chat.getSnapshot().messages[3]).toEqual({
      sender: 'user',
      message: '',
      data: { screenshot: IMAGE },
    });
  });

  it('sanitises user text before sending and showing it', async () => {
    const { chat, client } = await opened();
    chat.setInput('<b>Costs</b> <script>alert(1)</script>of <i>Azure</i> & a < b?');
    await chat.send();
    const question = 'Costs of Azure & a < b?';
    expect(client.generate.mock.calls[0]?.[0]).toMatchObject({ question });
    expect(chat.getSnapshot().messages[1]).toEqual({ sender: 'user', message: question });
  });

  it('takes a sanitiser of the caller’s', async () => {
    const client = fakeClient();
    const chat = new ChatController({ client, sanitize: (text) => text.replaceAll('<', '&lt;') });
    await chat.open();
    chat.setInput('<b>x</b>');
    await chat.send();
    expect(client.generate.mock.calls[0]?.[0].question).toBe('&lt;b>x&lt;/b>');
  });

  it('honours the dataset in the request, and takes the dataset the answer gives', async () => {
    const generate = vi.fn<ChatApi['generate']>(async () => ok(answer({ chat_dataset: 'm365' })));
    const { chat } = await opened(fakeClient({ generate }));
    chat.setDataset('m365');
    expect(chat.getSnapshot().dataset).toBe('m365');
    chat.setInput('Licences?');
    await chat.send();
    expect(generate.mock.calls[0]?.[0]).toEqual({
      chatId: 'new-1',
      question: 'Licences?',
      chat_dataset: 'm365',
    });
    expect(chat.getSnapshot().dataset).toBe('m365');
    chat.setDataset('azure');
    await chat.ask('Subscriptions?');
    expect(generate.mock.calls[1]?.[0]).toMatchObject({ chat_dataset: 'azure' });
  });

  it('shows the chat’s total cost as each answer gives it (the contract: the total so far)', async () => {
    const costs = [0.012, 0.024];
    const generate = vi.fn<ChatApi['generate']>(async () => ok(answer({ chat_cost: costs.shift() ?? 0 })));
    const { chat } = await opened(fakeClient({ generate }));
    chat.setInput('One');
    await chat.send();
    expect(chat.getSnapshot()).toMatchObject({ cost: 0.012, currency: 'USD' });
    chat.setInput('Two');
    await chat.send();
    expect(chat.getSnapshot()).toMatchObject({ cost: 0.024, currency: 'USD' });
  });

  it('says the rate limit in a red assistant message on HTTP 429, and enables the input again', async () => {
    const { chat } = await opened(fakeClient({ generate: async () => failed(429) }));
    chat.setInput('Third question this minute');
    expect(await chat.send()).toBe(false);
    const { messages, generating, inputDisabled } = chat.getSnapshot();
    expect(messages.at(-1)).toEqual({
      sender: 'assistant',
      type: 'error',
      message:
        "We're limiting requests right now to keep things running smoothly. The rate limit is 2 requests per minute. Take a short break, and you'll be able to try again in a minute.",
    });
    expect(messages.at(-2)).toEqual({ sender: 'user', message: 'Third question this minute' });
    expect({ generating, inputDisabled }).toEqual({ generating: false, inputDisabled: false });
    chat.setInput('Again');
    expect(chat.getSnapshot().canSend).toBe(true);
  });

  it('says the generic error for any other failure, keeps the follow-ups it had, and enables the input again', async () => {
    for (const status of [400, 404, 500, 503, 0]) {
      const client = fakeClient({ restore: async () => ok(restored), generate: async () => failed(status) });
      const { chat } = await opened(client);
      chat.setInput('Question');
      await chat.send();
      expect(chat.getSnapshot().messages.at(-1)).toEqual({
        sender: 'assistant',
        type: 'error',
        message: 'An error occurred. Please try again later.',
      });
      expect(chat.getSnapshot()).toMatchObject({
        generating: false,
        inputDisabled: false,
        followups: ['Which subscription costs the most?'],
        cost: 0.024,
      });
      expect(client.followup).not.toHaveBeenCalled();
    }
  });

  it('keeps the answer when the follow-ups cannot be read', async () => {
    const { chat } = await opened(fakeClient({ followup: async () => failed(500) }));
    chat.setInput('Question');
    expect(await chat.send()).toBe(true);
    expect(chat.getSnapshot()).toMatchObject({ followups: [], cost: 0.012 });
    expect(chat.getSnapshot().messages).toHaveLength(3);
  });

  it('asks a follow-up question as a user message, leaving what is typed and attached', async () => {
    const { chat, client } = await opened(fakeClient({ restore: async () => ok(restored) }));
    chat.setInput('half typed');
    chat.attachScreenshot(IMAGE);
    expect(await chat.ask('Which subscription costs the most?')).toBe(true);
    expect(client.generate).toHaveBeenCalledWith(
      { chatId: 'chat-1', question: 'Which subscription costs the most?', chat_dataset: 'azure' },
      expect.anything(),
    );
    expect(chat.getSnapshot().messages.at(-2)).toEqual({
      sender: 'user',
      message: 'Which subscription costs the most?',
    });
    expect(chat.getSnapshot()).toMatchObject({ input: 'half typed', screenshot: IMAGE });
    expect(await chat.ask('  <b></b> ')).toBe(false);
  });

  it('drops the follow-ups of a question overtaken by a newer one', async () => {
    const firstFollowups = deferred<ApiResult<FollowupResponse>>();
    const followup = vi
      .fn<ChatApi['followup']>()
      .mockReturnValueOnce(firstFollowups.promise)
      .mockResolvedValue(ok({ followup: ['newest'] }));
    const { chat } = await opened(fakeClient({ followup }));
    chat.setInput('First');
    const first = chat.send();
    await flush();
    chat.setInput('Second');
    await chat.send();
    firstFollowups.resolve(ok({ followup: ['stale'] }));
    expect(await first).toBe(true);
    expect(chat.getSnapshot().followups).toEqual(['newest']);
  });
});

describe('ChatController: New Chat and overtaken work', () => {
  it('resets messages, follow-ups and the dataset to all, and creates a chat', async () => {
    const client = fakeClient({ restore: async () => ok(restored) });
    const { chat } = await opened(client);
    const creating = chat.newChat();
    expect(chat.getSnapshot()).toMatchObject({
      status: 'pending',
      messages: [],
      followups: [],
      dataset: 'all',
      chatId: undefined,
      canSend: false,
    });
    await creating;
    expect(client.create).toHaveBeenCalledTimes(1);
    expect(chat.getSnapshot()).toMatchObject({
      status: 'success',
      chatId: 'new-1',
      messages: [{ sender: 'assistant', message: GREETING }],
      followups: [],
      dataset: 'all',
      cost: 0,
    });
  });

  it('drops a restore answer that arrives after New Chat', async () => {
    const restore = deferred<ApiResult<Chat>>();
    const client = fakeClient({ restore: () => restore.promise });
    const chat = new ChatController({ client });
    const opening = chat.open();
    await chat.newChat();
    expect(client.restore.mock.calls[0]?.[0]?.signal?.aborted).toBe(true);
    restore.resolve(ok(restored));
    await opening;
    expect(client.create).toHaveBeenCalledTimes(1);
    expect(chat.getSnapshot()).toMatchObject({ status: 'success', chatId: 'new-1', dataset: 'all' });
    expect(chat.getSnapshot().messages).toEqual([{ sender: 'assistant', message: GREETING }]);
  });

  it('drops an answer to a question of the old chat after New Chat, and enables the input', async () => {
    const reply = deferred<ApiResult<GenerateResponse>>();
    const client = fakeClient({ generate: () => reply.promise });
    const { chat } = await opened(client);
    chat.setInput('Old question');
    const sending = chat.send();
    expect(chat.getSnapshot().generating).toBe(true);
    const creating = chat.newChat();
    expect(chat.getSnapshot()).toMatchObject({ generating: false, inputDisabled: false, messages: [] });
    await creating;
    reply.resolve(ok(answer({ chat_cost: 9 })));
    expect(await sending).toBe(false);
    expect(client.generate.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    expect(client.followup).not.toHaveBeenCalled();
    expect(chat.getSnapshot()).toMatchObject({ chatId: 'new-2', cost: 0 });
    expect(chat.getSnapshot().messages).toEqual([{ sender: 'assistant', message: GREETING }]);
  });

  it('drops the older create of two quick New Chats', async () => {
    const creates = [deferred<ApiResult<ChatCreated>>(), deferred<ApiResult<ChatCreated>>()];
    let n = 0;
    const client = fakeClient({ create: () => (creates[n++] ?? creates[1])?.promise ?? Promise.reject() });
    const chat = new ChatController({ client });
    const first = chat.newChat();
    const second = chat.newChat();
    const created = (chatId: string) =>
      ok({
        chatId,
        response: GREETING,
        chat_dataset: 'all' as const,
        chat_cost: 0,
        chat_cost_currency: 'USD',
      });
    creates[1]?.resolve(created('second'));
    await second;
    creates[0]?.resolve(created('first'));
    await first;
    expect(chat.getSnapshot().chatId).toBe('second');
  });

  it('changes nothing after dispose, and aborts what is on its way', async () => {
    const restore = deferred<ApiResult<Chat>>();
    const client = fakeClient({ restore: () => restore.promise });
    const chat = new ChatController({ client });
    const opening = chat.open();
    const listener = vi.fn();
    chat.subscribe(listener);
    chat.dispose();
    expect(client.restore.mock.calls[0]?.[0]?.signal?.aborted).toBe(true);
    expect(client.settings.mock.calls[0]?.[0]?.signal?.aborted).toBe(true);
    restore.resolve(ok(restored));
    await opening;
    await flush();
    chat.setInput('x');
    chat.setDataset('m365');
    expect(await chat.send()).toBe(false);
    await chat.newChat();
    await chat.open();
    expect(listener).not.toHaveBeenCalled();
    expect(client.create).not.toHaveBeenCalled();
    expect(chat.getSnapshot().status).toBe('pending');
  });

  it('keeps the snapshot when nothing changes', async () => {
    const { chat } = await opened();
    const before = chat.getSnapshot();
    chat.setDataset('all');
    chat.attachScreenshot(undefined);
    expect(chat.getSnapshot()).toBe(before);
  });
});

describe('chat rules as functions', () => {
  it('keeps the spec’s texts and constants', () => {
    expect(CHAT_DISCLAIMER).toBe(
      'Disclaimer: This content is generated by a cloud assistant. Please verify answers for accuracy.',
    );
    expect(CHAT_RATE_LIMIT_MESSAGE).toBe(
      "We're limiting requests right now to keep things running smoothly. The rate limit is 2 requests per minute. Take a short break, and you'll be able to try again in a minute.",
    );
    expect(CHAT_ERROR_MESSAGE).toBe('An error occurred. Please try again later.');
    expect(CHAT_DATASETS).toEqual(['all', 'm365', 'azure']);
    expect(CHAT_DATASET_LABELS).toEqual({
      all: 'M365 and Azure data',
      m365: 'M365 data',
      azure: 'Azure data',
    });
    expect([CHAT_INPUT_MAX, CHAT_COUNTER_SWITCH, RELATED_LINK_DESCRIPTION_MAX]).toEqual([2000, 40, 220]);
  });

  it('cutDescription: 220 characters plus an ellipsis', () => {
    expect(cutDescription(undefined)).toBe('');
    expect(cutDescription('Short.')).toBe('Short.');
    const exact = 'x'.repeat(220);
    expect(cutDescription(exact)).toBe(exact);
    expect(cutDescription(`${exact}y`)).toBe(`${exact}…`);
    expect(cutDescription('x'.repeat(500))).toHaveLength(221);
    // A character of two UTF-16 units on the cut is not halved.
    expect(cutDescription(`${'x'.repeat(219)}😀tail`)).toBe(`${'x'.repeat(219)}…`);
  });

  it('relatedLinkPath: /{contentPrefix}/{url} for routes of the portal only', () => {
    expect(relatedLinkPath({ url: 'azure-costs' }, 'billing')).toBe('/billing/azure-costs');
    expect(relatedLinkPath('azure/cost-overview', '/billing/')).toBe('/billing/azure/cost-overview');
    expect(relatedLinkPath('/azure-costs?tab=Overview', 'billing')).toBe('/billing/azure-costs?tab=Overview');
    expect(relatedLinkPath('azure-costs', '')).toBe('/azure-costs');
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://evil.example/x',
      '//evil.example/x',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '../../logout',
      'a/../../x',
      '%2e%2e/x',
      'a%2f..%2f..%2fx',
      '%zz',
      '',
      '/',
      '?tab=x',
      '#top',
    ]) {
      expect(relatedLinkPath({ url }, 'billing'), url).toBeUndefined();
    }
    // The prefix is the app's own: its slashes are trimmed, so it stays a path.
    expect(relatedLinkPath('azure-costs', '//billing')).toBe('/billing/azure-costs');
    expect(relatedLinkPath('azure-costs', 'https://evil.example')).toBeUndefined();
    expect(relatedLinkPath('azure-costs', '../x')).toBeUndefined();
  });

  it('sanitizeChatText: no tags, comments or script content left; text and stray < kept', () => {
    expect(sanitizeChatText('<p>Hello <b>world</b></p>')).toBe('Hello world');
    expect(sanitizeChatText('a<script>alert(1)</script>b<style>p{}</style>c')).toBe('abc');
    expect(sanitizeChatText('x<!-- note -->y')).toBe('xy');
    expect(sanitizeChatText('<<script>script>alert(1)<</script>/script>')).toBe('');
    expect(sanitizeChatText('<scr<b>ipt>alert(1)</scr</b>ipt>')).toBe('ipt>alert(1)ipt>');
    expect(sanitizeChatText('see <img src=x onerror="alert(1)"')).toBe('see ');
    expect(sanitizeChatText('2 < 3 and 5 > 4, &lt;b&gt;')).toBe('2 < 3 and 5 > 4, &lt;b&gt;');
    expect(sanitizeChatText('Line one\nLine two')).toBe('Line one\nLine two');
  });

  it('userInitials and chatUserName: the user avatar, default name You', () => {
    expect(CHAT_DEFAULT_USER_NAME).toBe('You');
    expect(chatUserName(undefined)).toBe('You');
    expect(chatUserName('  ')).toBe('You');
    expect(chatUserName(' Jane Doe ')).toBe('Jane Doe');
    expect(userInitials()).toBe('Y');
    expect(userInitials('')).toBe('Y');
    expect(userInitials('Jane Doe')).toBe('JD');
    expect(userInitials('jane van der berg')).toBe('JB');
    expect(userInitials('Ærøskøbing')).toBe('Æ');
    expect(userInitials('jane.doe@contoso.example')).toBe('JD');
    expect(userInitials('Jane (Finance) Doe')).toBe('JD');
    expect(userInitials('!!! ???')).toBe('Y');
  });
});
