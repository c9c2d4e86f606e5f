import type { Request, RequestHandler, Response, Router } from 'express'
import * as v from 'valibot'
import type { Json, Received, StaffRoute } from '../app/shared/staffRoute.ts'
import type { HttpError } from './httpErrors.ts'
import { parseRequest } from './parseRequest.ts'

/** A file the browser saves: sent as an attachment of this name and type. */
export interface Download {
  name: string
  type: string
  body: string
}

/** What the handler gives back for the route to answer with; nothing, for a 204. */
type Handler<Route extends StaffRoute, Params extends v.GenericSchema | undefined> = (
  checked: Checked<Route, Params>,
  req: Request,
  res: Response,
) => Route['answer'] extends Json<infer T> ? Promise<T> : Route['answer'] extends 'file' ? Promise<Download> : Promise<void>

interface Checked<Route extends StaffRoute, Params extends v.GenericSchema | undefined> {
  params: Received<Params>
  input: Received<Route['input']>
}

type Issues<Route extends StaffRoute> = v.SafeParseResult<NonNullable<Route['input']>>['issues'] & {}

interface ServeOptions<Route extends StaffRoute, Params extends v.GenericSchema | undefined> {
  /** Middleware before the checks: who may ask, the body's size limit. */
  use?: readonly RequestHandler[]
  /** The path's parameters, checked before the input. */
  params?: Params
  /** The answer to an input the schema refuses, when it is not parseRequest's 400. */
  refused?: (issues: Issues<Route>) => HttpError
  /** Checks the input when the handler first reads `input`, for a handler that must count a try before it looks. */
  deferInput?: true
}

/**
 * Registers one entry of the table (app/shared/staffRoutes/): its parameters and its input
 * (the body, or a GET's query) are checked before the handler runs, and the handler's answer must
 * be the entry's, sent with its status.
 */
export function serve<Route extends StaffRoute, Params extends v.GenericSchema | undefined = undefined>(
  router: Router,
  route: Route,
  options: ServeOptions<Route, Params>,
  handler: Handler<Route, Params>,
) {
  const { use = [], params, refused, deferInput } = options
  const method = route.method.toLowerCase() as Lowercase<StaffRoute['method']>
  router[method](route.path, ...use, async (req: Request, res: Response) => {
    const checkedParams = params && parseRequest(params, req.params)
    const input = () => route.input && parseInput(route.input, route.method === 'GET' ? req.query : req.body, refused)
    const checked = (
      deferInput
        ? {
            params: checkedParams,
            get input() {
              return input()
            },
          }
        : { params: checkedParams, input: input() }
    ) as Checked<Route, Params>
    const answer = await handler(checked, req, res)
    if (route.answer === 'none') res.status(204).end()
    else if (route.answer === 'file') {
      const { name, type, body } = answer as Download
      res.attachment(name).type(type).send(body)
    } else res.status(route.status ?? 200).json(answer)
  })
}

function parseInput<Route extends StaffRoute>(schema: v.GenericSchema, input: unknown, refused: ServeOptions<Route, undefined>['refused']) {
  if (!refused) return parseRequest(schema, input)
  const result = v.safeParse(schema, input)
  if (!result.success) throw refused(result.issues as Issues<Route>)
  return result.output
}
