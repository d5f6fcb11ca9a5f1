// @vitest-environment jsdom
import type { ApiResult } from '@portal/sdk';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChatController } from '../core/chat.ts';
import { useChat } from './use-chat.ts';

const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data, status: 200 });

describe('useChat', () => {
  it('renders the controller’s state as it changes', async () => {
    const client = {
      settings: vi.fn(async () => ok({ name: 'Cloud Assistant', modelName: 'demo-1' })),
      restore: vi.fn(async () =>
        ok({
          chatId: 'c1',
          messages: [{ sender: 'assistant' as const, message: 'Hello!' }],
          chat_dataset: 'all' as const,
        }),
      ),
      create: vi.fn(),
      generate: vi.fn(async () =>
        ok({
          response: 'Answer',
          chat_dataset: 'all' as const,
          related_links: [],
          chat_cost: 0.01,
          chat_cost_currency: 'USD',
        }),
      ),
      followup: vi.fn(async () => ok({ followup: ['Next?'] })),
    };
    const chat = new ChatController({ client });
    const { result } = renderHook(() => useChat(chat));
    expect(result.current.status).toBe('idle');
    await act(() => chat.open());
    expect(result.current).toMatchObject({
      status: 'success',
      chatId: 'c1',
      settings: { name: 'Cloud Assistant' },
    });
    act(() => chat.setInput('Question'));
    expect(result.current).toMatchObject({ input: 'Question', counter: '8 / 2000', canSend: true });
    await act(() => chat.send());
    expect(result.current).toMatchObject({ input: '', followups: ['Next?'], cost: 0.01 });
    expect(result.current.messages.map((m) => m.message)).toEqual(['Hello!', 'Question', 'Answer']);
  });
});
