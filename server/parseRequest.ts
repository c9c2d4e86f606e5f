import * as v from 'valibot'
import { HttpError } from './httpErrors.ts'

/** The request's input checked by `schema`, or a 400 whose message is its issues, as one line a staff member or a script can act on. */
export function parseRequest<const Schema extends v.GenericSchema>(schema: Schema, input: unknown): v.InferOutput<Schema> {
  const result = v.safeParse(schema, input)
  if (!result.success) throw new HttpError(400, result.issues.map((issue) => issue.message).join('; '))
  return result.output
}
