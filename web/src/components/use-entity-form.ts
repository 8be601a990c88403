// The whole life of an entity's form dialog in one hook: the shared zod schema checks it in the
// spec's order (the first problem as a toast), one Apollo mutation creates or updates the record,
// toasts report the outcome, and a refusal naming a field marks and focuses that field.
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { messageOf } from '../lib/apollo-client';
import { schemaResolver, useFirstErrorToast } from './schema-form';
import { useMutationFeedback } from './use-mutation-feedback';

/** One way of saving: the mutation, its variables from the form's values, and the record it answers. */
export interface EntitySave<Values, Saved, Data, Variables extends OperationVariables> {
  mutation: TypedDocumentNode<Data, Variables>;
  variables: (values: Values) => Variables;
  saved: (data: Data) => Saved;
}

/** The toasts of a save; a form that only creates (an invoice run) has no update ones. */
export interface EntityToasts {
  created: string;
  createFailed: string;
  updated?: string;
  updateFailed?: string;
}

export interface EntityFormOptions<
  Values extends FieldValues,
  Saved,
  CreateData,
  CreateVariables extends OperationVariables,
  UpdateData,
  UpdateVariables extends OperationVariables,
> {
  /** Every field of the form as it starts; a server refusal can mark only these fields. */
  defaultValues: Values;
  /** How a new record is made. */
  create: EntitySave<Values, Saved, CreateData, CreateVariables>;
  /** How the record being edited is saved; given exactly when the form edits one. */
  update?: EntitySave<Values, Saved, UpdateData, UpdateVariables>;
  toasts: EntityToasts;
  onSaved: (saved: Saved) => void;
  /** The form field that shows a server field of another name (the picked company for `companyId`). */
  refusedFieldAliases?: Readonly<Record<string, Path<Values>>>;
  /**
   * Asked once the values pass the schema, before the mutation: false leaves the record unsaved (the
   * user declined what the server warned of); a refusal it throws is shown as the save's.
   */
  confirm?: (values: Values) => Promise<boolean>;
}

export interface EntityForm<Values extends FieldValues> extends UseFormReturn<Values> {
  /** A save is on its way: fields and buttons are disabled. */
  busy: boolean;
  /** What every field of the form takes: the control, disabled while busy. */
  fieldProps: { control: UseFormReturn<Values>['control']; disabled: boolean };
  /** FormDialog's busy, onSubmit and button labels (등록 or 수정). */
  dialogProps: { busy: boolean; onSubmit: () => Promise<void>; submitLabel: string; pendingLabel: string };
}

/** The field a server refusal names (GraphQL `extensions.field`, as the REST body's `field`). */
export function refusedFieldOf(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const field = error.errors[0]?.extensions?.field;
  return typeof field === 'string' ? field : null;
}

export function useEntityForm<
  Values extends FieldValues,
  Saved,
  CreateData,
  CreateVariables extends OperationVariables,
  UpdateData = never,
  UpdateVariables extends OperationVariables = OperationVariables,
>(
  schema: z.ZodType,
  options: EntityFormOptions<Values, Saved, CreateData, CreateVariables, UpdateData, UpdateVariables>,
): EntityForm<Values> {
  const { defaultValues, toasts, onSaved, refusedFieldAliases, confirm } = options;
  const editing = options.update !== undefined;
  const { run } = useMutationFeedback();
  const showFirstError = useFirstErrorToast();
  const form = useForm<Values>({
    defaultValues: defaultValues as DefaultValues<Values>,
    resolver: schemaResolver<Values>(schema),
  });
  // A dialog is opened for one record, so the save it uses never changes while it is open.
  const target = (editing ? options.update : options.create) as
    EntitySave<Values, Saved, unknown, OperationVariables> | undefined;
  const succeeded = editing ? toasts.updated : toasts.created;
  const failed = editing ? toasts.updateFailed : toasts.createFailed;
  if (!target || succeeded === undefined || failed === undefined)
    throw new Error('useEntityForm: editing needs an update and its toasts');
  const [mutate, { loading: saving }] = useMutation(target.mutation);
  const [confirming, setConfirming] = useState(false);
  const busy = saving || confirming;
  // The field the last save's refusal named, focused once that save has ended: until then the
  // fields are disabled and cannot take the focus. A new object per refusal, cleared by the next save.
  const [refused, setRefused] = useState<{ field: Path<Values> } | null>(null);
  const { setError, setFocus } = form;
  useEffect(() => {
    if (!busy && refused) setFocus(refused.field);
  }, [busy, refused, setFocus]);

  const formFieldOf = (serverField: string | null): Path<Values> | null => {
    if (!serverField) return null;
    const field = refusedFieldAliases?.[serverField] ?? serverField;
    return Object.hasOwn(defaultValues, field) ? (field as Path<Values>) : null;
  };

  /** Whether to go on with the save: the confirmation's answer, true without one. */
  const confirmed = async (values: Values) => {
    if (!confirm) return true;
    setConfirming(true);
    try {
      return await confirm(values);
    } finally {
      setConfirming(false);
    }
  };

  const save = async (values: Values) => {
    setRefused(null);
    const outcome = await run(
      async () => {
        if (!(await confirmed(values))) return false;
        const { data } = await mutate({ variables: target.variables(values) });
        if (data) onSaved(target.saved(data));
        return true;
      },
      { done: (sent) => (sent ? succeeded : null), failed: { prefix: failed } },
    );
    if (outcome.ok) return;
    const field = formFieldOf(refusedFieldOf(outcome.error));
    if (!field) return;
    setError(field, { message: messageOf(outcome.error) });
    setRefused({ field });
  };

  return {
    ...form,
    busy,
    fieldProps: { control: form.control, disabled: busy },
    dialogProps: {
      busy,
      onSubmit: form.handleSubmit(save, showFirstError),
      submitLabel: editing ? '수정' : '등록',
      pendingLabel: editing ? '수정 중...' : '생성 중...',
    },
  };
}
