// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FormSpec } from '../core/entity-form.ts';
import { useEditableListController, useNewEntityForm } from './use-entity-form.ts';

interface Values {
  name: string;
}
const spec: FormSpec<Values> = {
  fields: { name: { kind: 'text', label: 'Name', required: true, maxLength: 5 } },
};

describe('useNewEntityForm', () => {
  it('keeps one form and renders its changes', () => {
    const { result, rerender } = renderHook(() => useNewEntityForm(spec, { name: '' }));
    const form = result.current[1];
    act(() => {
      form.setValue('name', 'too long');
      form.touch('name');
    });
    rerender();
    expect(result.current[1]).toBe(form);
    expect(result.current[0].errors).toEqual({ name: 'Name can be at most 5 characters.' });
  });
});

describe('useEditableListController', () => {
  it('calls the latest api given', async () => {
    const first = vi.fn(async (values: Values) => ({ id: '1', ...values }));
    const second = vi.fn(async (values: Values) => ({ id: '2', ...values }));
    const api = (create: typeof first) => ({ create, update: create, remove: async () => undefined });
    const { result, rerender } = renderHook(
      ({ create }) =>
        useEditableListController({
          spec,
          empty: () => ({ name: '' }),
          toValues: (item: Values) => item,
          api: api(create),
        }),
      { initialProps: { create: first } },
    );
    rerender({ create: second });
    const list = result.current[1];
    act(() => list.startCreate());
    act(() => result.current[0].form?.setValue('name', 'Ok'));
    await act(() => list.save());
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ name: 'Ok' });
    expect(result.current[0]).toMatchObject({ mode: 'closed', notice: "'Ok' was created." });
  });
});
