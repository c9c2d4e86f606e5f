import { expect, it } from 'vitest'
import { phoneMetadataFrom } from '../../../scripts/phoneMetadataFrom.ts'
import { phoneMetadata } from './phoneMetadata.ts'

it('the phone metadata is the installed libphonenumber-js’s, cut to the UK and Ireland (else run scripts/phoneMetadata.ts)', async () => {
  expect(phoneMetadata).toEqual(await phoneMetadataFrom())
})
