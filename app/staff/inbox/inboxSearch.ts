import * as v from 'valibot'
import { InboxSearchSchema, type InboxSearch } from '../../shared/staffApi.ts'
import { enquiries } from '../../shared/staffRoutes/reads.ts'

const parsedOrDropped = <TSchema extends v.GenericSchema>(schema: TSchema, value: unknown): v.InferOutput<TSchema> | undefined => {
  const result = v.safeParse(schema, value)
  return result.success ? result.output : undefined
}

/** A filter that does not parse is dropped, so a mangled link still opens; every key is named, or the raw query's invalid values would show through. */
export function parseInboxSearch(raw: Record<string, unknown>): InboxSearch {
  const { entries } = InboxSearchSchema
  return {
    page: parsedOrDropped(entries.page, raw.page),
    status: parsedOrDropped(entries.status, raw.status),
    view: parsedOrDropped(entries.view, raw.view),
    service: parsedOrDropped(entries.service, raw.service),
    q: parsedOrDropped(entries.q, raw.q) || undefined,
  }
}

export const hasFilters = (search: InboxSearch) => Boolean(search.view || search.status || search.service || search.q)

/** Always names the page: without any parameter the API answers the bare list. */
export const inboxPageSearch = ({ page, view, status, service, q }: InboxSearch): InboxSearch => ({ page: page ?? 1, view, status, service, q: q || undefined })

export const isInboxPageKey = (queryKey: readonly unknown[]) => String(queryKey[0]).startsWith(`${enquiries.path}?`)
