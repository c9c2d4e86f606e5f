import type * as v from 'valibot'

declare const holds: unique symbol

/** A JSON answer of type T: at run time the word 'json', the type only for the checker. */
export type Json<T> = 'json' & { readonly [holds]: T }

declare const sends: unique symbol

/** A schema that checks the outline of what the browser sends, T (a passkey's answer): @simplewebauthn/server checks the rest. */
export type Outline<Schema extends v.GenericSchema, T> = Schema & { readonly [sends]: T }

/** JSON, a file to save (a Blob to the browser), or a 204. */
export type Answer = Json<unknown> | 'file' | 'none'

/** One endpoint of the staff API, as both the server and the staff app read it. */
export interface StaffRoute {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Express's form: `:name` stands for a parameter. */
  readonly path: string
  /** What the body must be (JSON), or for a GET the query; absent when it reads neither. */
  readonly input?: v.GenericSchema
  readonly answer: Answer
  /** The status of a JSON success, when it is not 200. */
  readonly status?: 201 | 202
}

/** Kept by the bundler only where an entry is used, with its schema. */
/* @__NO_SIDE_EFFECTS__ */
export function route<const Entry extends StaffRoute>(entry: Entry): Entry {
  return entry
}

/* @__NO_SIDE_EFFECTS__ */
export function json<T>(): Json<T> {
  return 'json' as Json<T>
}

type ParamNames<Path> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never

export type PathParams<Route extends StaffRoute> = { [Name in ParamNames<Route['path']>]: string }

/** What a success holds, in the browser. */
export type Output<Route extends StaffRoute> = Route['answer'] extends Json<infer T> ? T : Route['answer'] extends 'file' ? Blob : undefined

/** What the caller sends: the schema's input, before its trimming and defaults. */
export type Input<Route extends StaffRoute> =
  Route['input'] extends Outline<v.GenericSchema, infer T> ? T : Route['input'] extends v.GenericSchema ? v.InferInput<Route['input']> : never

/** What the server's handler reads: the schema's output, after its trimming and defaults. */
export type Received<Schema> = Schema extends Outline<v.GenericSchema, infer T> ? T : Schema extends v.GenericSchema ? v.InferOutput<Schema> : undefined

/** The route's address with its parameters filled in, and any query after it. */
export function pathTo<Route extends StaffRoute>(route: Route, params: PathParams<Route>, query?: URLSearchParams): string {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent((params as Record<string, string>)[name]!))
  const search = query?.toString()
  return search ? `${path}?${search}` : path
}
