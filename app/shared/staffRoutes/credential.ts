import * as v from 'valibot'

/** The outline of what @simplewebauthn/browser gives back for a passkey; the server checks the rest. */
export const credentialJson = v.looseObject(
  {
    id: v.pipe(v.string(), v.maxLength(1024)),
    rawId: v.pipe(v.string(), v.maxLength(1024)),
    type: v.literal('public-key'),
    response: v.looseObject({ clientDataJSON: v.pipe(v.string(), v.maxLength(8192)) }),
    clientExtensionResults: v.optional(v.looseObject({}), {}),
  },
  'response must be what the browser gave back for the passkey',
)
