// A form's checks as one zod schema that runs them in the spec's order and stops at the first
// failure, so its single issue is the spec's first message. The same schema serves react-hook-form
// (through @hookform/resolvers/zod), the API's parseInput and the tests that walk the order.
//
// A plain z.object reports every field and checks cross-field rules only after all fields pass;
// the spec wants "password and confirmation differ" before "name is required", hence the steps.
import { z } from 'zod';
import { validationTitle } from '../validation/messages';

/** Parses one field with its schema; the output replaces the raw value. */
export interface FieldStep<Name extends string = string, Schema extends z.ZodType = z.ZodType> {
  kind: 'field';
  field: Name;
  schema: Schema;
}

/** A rule over the fields parsed so far, reported on `field` when it does not hold. */
export interface RuleStep<Name extends string = string> {
  kind: 'rule';
  field: Name;
  message: string;
  holds: (parsed: Readonly<Record<string, unknown>>) => boolean;
}

/** Steps that run only when `when` holds for the fields parsed so far; `otherwise` runs if not. */
export interface BranchStep<
  Then extends readonly FormStep[] = readonly FormStep[],
  Otherwise extends readonly FormStep[] = readonly FormStep[],
> {
  kind: 'branch';
  when: (parsed: Readonly<Record<string, unknown>>) => boolean;
  then: Then;
  otherwise: Otherwise;
}

export type FormStep = FieldStep | RuleStep | BranchStep;

export const field = <Name extends string, Schema extends z.ZodType>(
  name: Name,
  schema: Schema,
): FieldStep<Name, Schema> => ({ kind: 'field', field: name, schema });

export const rule = <Name extends string>(
  name: Name,
  message: string,
  holds: RuleStep['holds'],
): RuleStep<Name> => ({ kind: 'rule', field: name, message, holds });

export const branch = <const Then extends readonly FormStep[], const Otherwise extends readonly FormStep[]>(
  when: BranchStep['when'],
  then: Then,
  otherwise: Otherwise,
): BranchStep<Then, Otherwise> => ({ kind: 'branch', when, then, otherwise });

/** The field steps of a list, including those one branch deep. */
type FieldSteps<Steps extends readonly FormStep[]> =
  | Extract<Steps[number], FieldStep>
  | Extract<Extract<Steps[number], BranchStep>['then' | 'otherwise'][number], FieldStep>;

/** What the form holds before parsing: each field's raw value, absent ones count as empty. */
export type FormInput<Steps extends readonly FormStep[]> = {
  [S in FieldSteps<Steps> as S['field']]?: z.input<S['schema']> | null;
};

/** What a successful parse gives: each field's parsed value. */
export type FormOutput<Steps extends readonly FormStep[]> = {
  [S in FieldSteps<Steps> as S['field']]: z.output<S['schema']>;
};

export type OrderedFormSchema<Steps extends readonly FormStep[]> = z.ZodType<
  FormOutput<Steps>,
  FormInput<Steps>
> & { steps: Steps };

/**
 * One schema from ordered steps. Keys not named by a step are dropped; a value that is not an
 * object fails as a whole.
 */
export function orderedForm<const Steps extends readonly FormStep[]>(steps: Steps): OrderedFormSchema<Steps> {
  // A loose object: GraphQL hands in class instances, which z.record refuses.
  const schema = z.looseObject({}).transform((input: Record<string, unknown>, context) => {
    const parsed: Record<string, unknown> = {};
    /** Runs steps in order; false at the first failure (its issue added). */
    const run = (list: readonly FormStep[]): boolean => {
      for (const step of list) {
        if (step.kind === 'branch') {
          if (!run(step.when(parsed) ? step.then : step.otherwise)) return false;
          continue;
        }
        if (step.kind === 'rule') {
          if (step.holds(parsed)) continue;
          context.addIssue({ code: 'custom', path: [step.field], message: step.message, input });
          return false;
        }
        const result = step.schema.safeParse(input[step.field]);
        if (!result.success) {
          const [issue] = result.error.issues;
          context.addIssue({
            code: 'custom',
            path: [step.field, ...(issue?.path ?? [])],
            message: issue?.message ?? '',
            input: input[step.field],
          });
          return false;
        }
        parsed[step.field] = result.data;
      }
      return true;
    };
    return run(steps) ? (parsed as FormOutput<Steps>) : z.NEVER;
  });
  return Object.assign(schema as unknown as z.ZodType<FormOutput<Steps>, FormInput<Steps>>, { steps });
}

/** The fields in the order the form checks them, a branch's `then` included (for tests that walk the order). */
export function checkedFields(schema: { steps: readonly FormStep[] }): string[] {
  const fieldsOf = (steps: readonly FormStep[]): string[] =>
    steps.flatMap((step) => (step.kind === 'branch' ? fieldsOf(step.then) : [step.field]));
  return [...new Set(fieldsOf(schema.steps))];
}

/** The first failed check of a form: its field, the toast title and the message. */
export interface FormProblem {
  field: string;
  title: string;
  message: string;
}

/** The problem a form would show for these values, or null when they pass. */
export function firstProblem(schema: z.ZodType, values: unknown): FormProblem | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const [issue] = result.error.issues;
  const message = issue?.message ?? '';
  return { field: String(issue?.path[0] ?? ''), title: validationTitle(message), message };
}

/** A form's parse that reports every failed field: its output when none failed. */
export interface EveryProblem<Output> {
  data: Output | null;
  problems: { field: string; message: string }[];
}

/**
 * Every failed field of a form, in its order, rather than the first: a field that fails is left
 * out and the next ones are checked still. Rules are checked only while every field before them
 * passed (a rule reads parsed fields). For lists of records (a spreadsheet's rows) that show each
 * record's problems at once.
 */
export function everyProblem<const Steps extends readonly FormStep[]>(
  schema: { steps: Steps },
  values: Readonly<Record<string, unknown>>,
): EveryProblem<FormOutput<Steps>> {
  const parsed: Record<string, unknown> = {};
  const problems: { field: string; message: string }[] = [];
  const run = (list: readonly FormStep[]): void => {
    for (const step of list) {
      if (step.kind === 'branch') {
        if (problems.length === 0) run(step.when(parsed) ? step.then : step.otherwise);
        continue;
      }
      if (step.kind === 'rule') {
        if (problems.length === 0 && !step.holds(parsed))
          problems.push({ field: step.field, message: step.message });
        continue;
      }
      const result = step.schema.safeParse(values[step.field]);
      if (result.success) parsed[step.field] = result.data;
      else problems.push({ field: step.field, message: result.error.issues[0]?.message ?? '' });
    }
  };
  run(schema.steps);
  return { data: problems.length ? null : (parsed as FormOutput<Steps>), problems };
}
