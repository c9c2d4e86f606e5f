import { queryOptions, type UseQueryOptions } from '@tanstack/react-query'
import type * as v from 'valibot'
import { apiRequest } from '../../shared/queryClient.ts'
import { type Input, type Output, type PathParams, pathTo, type StaffRoute } from '../../shared/staffRoute.ts'

// One module for both, so the sign-in screen fetches it with the queries rather than as a file of its own.

/** The path's parameters, when it has any, then the body, when the route takes one. */
type Args<Route extends StaffRoute> = [
  ...(keyof PathParams<Route> extends never ? [] : [params: PathParams<Route>]),
  ...(Route extends { input: v.GenericSchema } ? [body: Input<Route>] : []),
]

/** One request to an entry of the staff API's table (app/shared/staffRoutes/), answered as the entry says. */
export async function call<Route extends StaffRoute>(route: Route, ...args: Args<Route>): Promise<Output<Route>> {
  const params = (route.path.includes('/:') ? args.shift() : {}) as PathParams<Route>
  const response = await apiRequest(route.method, pathTo(route, params), args[0])
  if (route.answer === 'none') return undefined as Output<Route>
  return (route.answer === 'file' ? response.blob() : response.json()) as Promise<Output<Route>>
}

type Query<Route extends StaffRoute> = Route extends { input: v.GenericSchema } ? { query?: v.InferOutput<Route['input']> } : { query?: never }
type Params<Route extends StaffRoute> = keyof PathParams<Route> extends never ? { params?: never } : { params: PathParams<Route> }

export type StaffQueryOptions<Route extends StaffRoute> = { route: Route } & Params<Route> &
  Query<Route> &
  Omit<UseQueryOptions<Output<Route>, Error, Output<Route>, [string]>, 'queryKey' | 'queryFn'>

/** Its key is the address it reads (staffQueryFn.ts fetches it); a query value left undefined is left out. */
export function staffQuery<Route extends StaffRoute & { method: 'GET' }>({ route, params, query, ...options }: StaffQueryOptions<Route>) {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(name, String(value))
  return queryOptions<Output<Route>, Error, Output<Route>, [string]>({ queryKey: [pathTo(route, (params ?? {}) as PathParams<Route>, search)], ...options })
}
