/**
 * The dashboard's form kit: react-hook-form over a route's own body schema (@plinth/api), so a
 * form checks what the server checks, in the server's words, before it sends anything.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form whose values are `schema`'s input and whose submit hands over its parsed output.
 * @example const form = useContractForm(addContributor.body, { email: '', password: '' });
 *          <form onSubmit={form.handleSubmit((body) => add.run(body))}>
 */
export function useContractForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, defaultValues: DefaultValues<z.input<S>>): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema as never) as never, defaultValues });
}

/**
 * The first refusal of a check, as one sentence (the forms show one failure at a time, as the
 * server's refusal reads).
 * @example firstProblem({ email: { message: 'Enter a valid e-mail address.' } }) // 'Enter a valid e-mail address.'
 */
export function firstProblem(errors: FieldErrors): string | null {
  for (const error of Object.values(errors)) {
    if (error && typeof error.message === 'string' && error.message) return error.message;
  }
  return null;
}
