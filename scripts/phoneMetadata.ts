import { writeFile } from 'node:fs/promises'
import { phoneMetadataFrom } from './phoneMetadataFrom.ts'

/**
 * Writes app/shared/enquiry/phoneMetadata.json: libphonenumber-js's smallest ("min") metadata
 * without what only formatting reads, so the form island carries 33 KB of it (about 9 KB brotli)
 * instead of 83 KB. One line of JSON, outside the formatter and the linter: data, not source.
 * Run after updating libphonenumber-js: `npx tsx scripts/phoneMetadata.ts` (a unit test fails until then).
 */
await writeFile('app/shared/enquiry/phoneMetadata.json', `${JSON.stringify(await phoneMetadataFrom())}\n`)
