import type { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import {
  type FieldValues,
  type Path,
  type RegisterOptions,
  type Resolver,
  type UseFormProps,
  useForm,
} from 'react-hook-form';

type Schema = Parameters<typeof zodResolver>[0];

/**
 * A shared schema (packages/shared), or a function that loads it: a public page's form passes a
 * loader so zod arrives on first use rather than with the page.
 */
export type SchemaSource = Schema | (() => Promise<Schema>);

/** zod's resolver, in a chunk of its own; a public form preloads it when the visitor first touches it. */
export const loadSchemaChecker = () => import('@hookform/resolvers/zod');

type Options<Shape extends FieldValues, Output> = Omit<UseFormProps<Shape, unknown, Output>, 'resolver'> & {
  /** What of the form's values is checked and sent (a removed guest's place left behind, say). */
  prepare?: (values: Shape) => FieldValues;
};

/**
 * Every form of the site: react-hook-form checked by a shared zod schema, the same rules and
 * messages as the server (docs/product.md#validation). `field(name)` registers an input whose own error and
 * the server's error clear as soon as it changes; `serverError` holds what the server said.
 */
export function useSchemaForm<Shape extends FieldValues, Output = Shape>(
  schema: SchemaSource,
  { prepare, ...options }: Options<Shape, Output>,
) {
  const latest = useRef({ schema, prepare });
  latest.current = { schema, prepare };
  // One resolver for the form's life; it reads the latest schema (a price may change which rules apply).
  const [resolver] = useState(() => {
    const check: Resolver<Shape, unknown, Output> = async (values, context, resolveOptions) => {
      const { schema: source, prepare: select } = latest.current;
      const [{ zodResolver: resolve }, loaded] = await Promise.all([
        loadSchemaChecker(),
        typeof source === 'function' ? source() : source,
      ]);
      const zodCheck = resolve(loaded) as unknown as Resolver<Shape, unknown, Output>;
      return zodCheck((select ? select(values) : values) as Shape, context, resolveOptions);
    };
    return check;
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Shape, unknown, Output>({ ...options, resolver });
  const field = (name: Path<Shape>, rules?: RegisterOptions<Shape, Path<Shape>>) =>
    form.register(name, {
      ...rules,
      onChange: (event) => {
        form.clearErrors(name);
        setServerError(null);
        return rules?.onChange?.(event);
      },
    });
  return { form, field, errors: form.formState.errors, serverError, setServerError };
}
