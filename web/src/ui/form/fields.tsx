import type { EntityForm, EntityFormState, FieldSpec, FormSpec } from '@portal/hooks/forms';
import { type ReactNode, useState } from 'react';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Select,
  SelectValue,
  Text,
  TextArea,
  TextField,
} from 'react-aria-components';
import { Icon } from '../icons.tsx';
import { Popover } from '../popover.tsx';
import * as ui from '../styles.css.ts';
import * as css from './fields.css.ts';

/** A checkbox's visible box (ticked when selected) before its label: the children of a react-aria Checkbox. */
export const checkMark =
  (label: ReactNode) =>
  ({ isSelected }: { isSelected: boolean }) => (
    <>
      <span className={css.box} aria-hidden="true">
        {isSelected ? '✓' : ''}
      </span>
      {/* One flex item: a label of several parts wraps as one text, not part by part. */}
      <span className={css.checkLabel}>{label}</span>
    </>
  );

/** A choice of a select or a group of checkboxes: the value stored and the words shown. */
export interface Choice {
  value: string;
  label: string;
}

/** How one field of an entity form shows; its rules and label come from the form's spec. */
export type FieldKind =
  | {
      control: 'text';
      type?: 'text' | 'email' | 'url' | 'date' | 'password';
      inputMode?: 'text' | 'decimal' | 'email' | 'url';
    }
  | { control: 'textarea' }
  | { control: 'number'; step?: number; maximumFractionDigits?: number }
  | { control: 'select'; options: readonly Choice[] }
  | { control: 'checkbox' }
  | { control: 'checkboxes'; options: readonly Choice[] }
  /** A list of texts entered one per line. */
  | { control: 'lines' };

export type FormField<V> = FieldKind & {
  name: keyof V & string;
  /** Help under the label. */
  description?: string;
  /** Whether the field shows for these values (default always). */
  visible?: (values: V) => boolean;
  /** Spans the whole width of the form. */
  wide?: boolean;
};

interface FieldProps<V extends object> {
  field: FormField<V>;
  spec: FormSpec<V>;
  form: EntityForm<V>;
  state: EntityFormState<V>;
  disabled?: boolean;
  /** The first field takes the focus when the dialog opens. */
  autoFocus?: boolean;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

/**
 * One field of an entity form, driven by its spec: a react-aria control with a visible label, its
 * description, and its error (client-side once touched or after a submit, or the server's) in a
 * FieldError tied to the control. User text is only ever a value, never markup.
 */
export function FieldControl<V extends object>({
  field,
  spec,
  form,
  state,
  disabled,
  autoFocus,
}: FieldProps<V>) {
  const rules = spec.fields[field.name] as FieldSpec<V> | undefined;
  const label = rules?.label ?? field.name;
  const error = state.errors[field.name];
  const value = state.values[field.name];
  const set = (next: unknown) => form.setValue(field.name, next as V[keyof V & string]);
  const touch = () => form.touch(field.name);
  const common = {
    className: `${css.field} ${field.wide ? css.wide : ''}`,
    isInvalid: error !== undefined,
    isDisabled: disabled === true,
    isRequired: rules?.required === true || (rules?.minItems ?? 0) > 0,
    validationBehavior: 'aria' as const,
  };
  const description = field.description ? (
    <Text slot="description" className={css.description}>
      {field.description}
    </Text>
  ) : null;
  const errorText = <FieldError className={css.error}>{error}</FieldError>;

  switch (field.control) {
    case 'text':
    case 'textarea':
    case 'lines': {
      const lines = field.control === 'lines';
      const text = lines ? (Array.isArray(value) ? value.join('\n') : '') : asText(value);
      return (
        <TextField
          {...common}
          value={text}
          onChange={(next) => set(lines ? next.split('\n') : next)}
          onBlur={touch}
          autoFocus={autoFocus}
          {...(field.control === 'text' ? { type: field.type ?? 'text' } : {})}
        >
          <Label className={css.label}>{label}</Label>
          {field.control === 'text' ? (
            <Input className={css.input} {...(field.inputMode ? { inputMode: field.inputMode } : {})} />
          ) : (
            <TextArea className={css.textarea} rows={lines ? 4 : 3} />
          )}
          {description}
          {errorText}
        </TextField>
      );
    }
    case 'number':
      return (
        <NumberText
          common={common}
          value={typeof value === 'number' ? value : Number.NaN}
          decimals={field.maximumFractionDigits ?? 0}
          onChange={set}
          onBlur={touch}
          autoFocus={autoFocus}
        >
          <Label className={css.label}>{label}</Label>
          <Input className={css.input} />
          {description}
          {errorText}
        </NumberText>
      );
    case 'select':
      return (
        <Select
          {...common}
          selectedKey={asText(value) || null}
          onSelectionChange={(key) => {
            set(String(key));
            touch();
          }}
          onBlur={touch}
          autoFocus={autoFocus}
          placeholder="Choose…"
        >
          <Label className={css.label}>{label}</Label>
          <Button className={css.selectButton}>
            <SelectValue />
            <Icon name="chevronDown" size={16} />
          </Button>
          {description}
          {errorText}
          <Popover className={css.popover}>
            <ListBox>
              {field.options.map((option) => (
                <ListBoxItem key={option.value} id={option.value} className={css.option}>
                  {option.label}
                </ListBoxItem>
              ))}
            </ListBox>
          </Popover>
        </Select>
      );
    case 'checkbox':
      return (
        <div className={`${css.field} ${field.wide ? css.wide : ''}`}>
          <Checkbox
            className={css.checkbox}
            isSelected={value === true}
            isDisabled={disabled === true}
            onChange={set}
            autoFocus={autoFocus}
          >
            {checkMark(label)}
          </Checkbox>
          {field.description ? <span className={css.description}>{field.description}</span> : null}
        </div>
      );
    case 'checkboxes':
      return (
        <CheckboxGroup
          {...common}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={(next) => {
            set(next);
            touch();
          }}
        >
          <Label className={css.label}>{label}</Label>
          <div className={css.choices}>
            {field.options.map((option, index) => (
              <Checkbox
                key={option.value}
                value={option.value}
                className={css.checkbox}
                autoFocus={autoFocus && index === 0}
              >
                {checkMark(option.label)}
              </Checkbox>
            ))}
          </div>
          {description}
          {errorText}
        </CheckboxGroup>
      );
  }
}

/**
 * A number typed as text: the form gets the number at every keystroke (NaN while empty or not a
 * number), so its checks and a Save button that depends on them follow the typing, not only the
 * moment the field is left. What the user typed stays as typed ('8.' while on the way to '8.5').
 */
function NumberText({
  common,
  value,
  decimals,
  onChange,
  onBlur,
  autoFocus,
  children,
}: {
  common: {
    className: string;
    isInvalid: boolean;
    isDisabled: boolean;
    isRequired: boolean;
    validationBehavior: 'aria';
  };
  value: number;
  decimals: number;
  onChange: (next: number) => void;
  onBlur: () => void;
  autoFocus: boolean | undefined;
  children: ReactNode;
}) {
  const shown = Number.isNaN(value) ? '' : String(value);
  const [text, setText] = useState(shown);
  // A value set from outside (a reset, another record) replaces what was typed.
  const typed = text.trim() === '' ? Number.NaN : Number(text.trim());
  const current = Object.is(typed, value) || typed === value ? text : shown;
  return (
    <TextField
      {...common}
      value={current}
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      onChange={(next) => {
        setText(next);
        onChange(next.trim() === '' ? Number.NaN : Number(next.trim()));
      }}
      onBlur={onBlur}
      autoFocus={autoFocus}
    >
      {children}
    </TextField>
  );
}

/**
 * An entity form's body: the server's refusal that names no field, then a labelled control for
 * each field, with its own inline message.
 */
export function FormFields<V extends object>({
  fields,
  autoFocusFirst,
  ...props
}: Omit<FieldProps<V>, 'field' | 'autoFocus'> & {
  fields: readonly FormField<V>[];
  autoFocusFirst?: boolean;
}) {
  return (
    <>
      {props.state.generalError ? (
        <p role="alert" className={ui.errorBox}>
          {props.state.generalError}
        </p>
      ) : null}
      <div className={css.fields}>
        {fields.map((field, index) => (
          <FieldControl
            key={field.name}
            field={field}
            {...props}
            {...(autoFocusFirst && index === 0 ? { autoFocus: true } : {})}
          />
        ))}
      </div>
    </>
  );
}
