import { describe, expect, it, vi } from 'vitest';
import { LoadedModule } from './loaded-module.ts';

describe('a lazily loaded module', () => {
  it('loads once for everyone who asks, and is read synchronously once loaded', async () => {
    const load = vi.fn(async () => 'screen');
    const module = new LoadedModule(load);
    const heard = vi.fn();
    module.subscribe(heard);
    expect(module.getSnapshot()).toEqual({ status: 'loading' });
    await Promise.all([module.start(), module.start()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(module.getSnapshot()).toEqual({ status: 'loaded', value: 'screen' });
    expect(heard).toHaveBeenCalledTimes(1);
    await module.start();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tells a failed load, and a later start loads again', async () => {
    const error = new Error('chunk missing');
    const load = vi.fn().mockRejectedValueOnce(error).mockResolvedValueOnce('screen');
    const module = new LoadedModule<string>(load);
    await module.start();
    expect(module.getSnapshot()).toEqual({ status: 'failed', error });
    await module.start();
    expect(load).toHaveBeenCalledTimes(2);
    expect(module.getSnapshot()).toEqual({ status: 'loaded', value: 'screen' });
  });
});
