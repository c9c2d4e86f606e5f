import { writeFile } from 'node:fs/promises'
import { phoneMetadataFrom } from './phoneMetadataFrom.ts'

/**
 * The form island's phone metadata, without what only formatting reads. One line of JSON, outside the
 * formatter and the linter: data, not source. Run `npx tsx scripts/phoneMetadata.ts` after updating
 * libphonenumber-js (a unit test fails until then).
 */
await writeFile('app/shared/enquiry/phoneMetadata.json', `${JSON.stringify(await phoneMetadataFrom())}\n`)
