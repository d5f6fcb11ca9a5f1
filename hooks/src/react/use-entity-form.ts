import { useEffect, useState } from 'react';
import {
  type EditableList,
  type EditableListApi,
  EditableList as EditableListController,
  type EditableListOptions,
  type EditableListState,
  EntityForm,
  type EntityFormState,
  type FormSpec,
} from '../core/entity-form.ts';
import { useLatest } from './use-latest.ts';
import { useStore } from './use-store.ts';

/** A form's values, errors and submit state; the caller owns the form. */
export function useEntityForm<V extends object>(form: EntityForm<V>): EntityFormState<V> {
  return useStore(form);
}

/**
 * A form this component creates once (with the first render's spec and values) and reads. Pass a
 * `key` to the component to start over with other values, or call `form.reset(values)`.
 */
export function useNewEntityForm<V extends object>(
  spec: FormSpec<V>,
  initial: V,
): [EntityFormState<V>, EntityForm<V>] {
  const [form] = useState(() => new EntityForm(spec, initial));
  return [useStore(form), form];
}

/**
 * An editable list this component owns: created once, its calls always the latest `api` given
 * (for example mutations that change identity on every render), its notice timer stopped on unmount.
 */
export function useEditableListController<T, V extends object>(
  options: EditableListOptions<T, V>,
): [EditableListState<T, V>, EditableList<T, V>] {
  const latest = useLatest(options.api);
  const [list] = useState(() => {
    const api: EditableListApi<T, V> = {
      create: (values) => latest.current.create(values),
      update: (item, values) => latest.current.update(item, values),
      remove: (item) => latest.current.remove(item),
    };
    return new EditableListController<T, V>({ ...options, api });
  });
  // dispose only stops the notice timer, so React's double effects leave a usable list.
  useEffect(() => () => list.dispose(), [list]);
  return [useStore(list), list];
}
