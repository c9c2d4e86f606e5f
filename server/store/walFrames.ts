import { existsSync, readFileSync } from 'node:fs'

/*
 * The write-ahead log's layout (https://www.sqlite.org/fileformat.html#the_write_ahead_log): a
 * 32-byte header, then frames of a 24-byte header and one page. Every number is stored big-endian;
 * the checksums run over 32-bit words in the order the header's magic names.
 */
const walHeaderSize = 32
const frameHeaderSize = 24
const magics = [0x377f0682, 0x377f0683]

export interface WalDamage {
  /** The first frame that fails (1-based; 0 when the log's own header does). */
  frame: number
  frames: number
  /** Valid frames of the same generation after it. */
  validAfter: number
  /** The byte where the damage starts: the log cut there reads as SQLite would read it now. */
  offset: number
  /** The log's generation (its salts), which names the copies kept of it. */
  generation: string
}

function checksum(buf: Buffer, start: number, end: number, bigEndian: boolean, [s0, s1]: [number, number]): [number, number] {
  for (let i = start; i < end; i += 8) {
    const a = bigEndian ? buf.readUInt32BE(i) : buf.readUInt32LE(i)
    const b = bigEndian ? buf.readUInt32BE(i + 4) : buf.readUInt32LE(i + 4)
    s0 = (s0 + a + s1) >>> 0
    s1 = (s1 + b + s0) >>> 0
  }
  return [s0, s1]
}

const validPageSize = (size: number) => size >= 512 && size <= 65536 && (size & (size - 1)) === 0

function databasePageSize(databaseFile: string) {
  if (!existsSync(databaseFile)) return 0
  const header = readFileSync(databaseFile).subarray(0, 100)
  if (header.length < 100) return 0
  const size = header.readUInt16BE(16)
  return size === 1 ? 65536 : size
}

/**
 * SQLite's recovery cannot tell a torn last write from damage in the middle, so it drops every frame
 * from the first bad checksum on. Here each frame is judged on its own (seeded by the checksum stored
 * in the frame before it): a bad frame with valid frames of the same generation (the header's salts)
 * after it is damage; bad frames only at the end are a torn tail, which SQLite rightly drops.
 */
export function findWalDamage(walFile: string, databaseFile: string): WalDamage | undefined {
  if (!existsSync(walFile)) return undefined
  const wal = readFileSync(walFile)
  if (wal.length < walHeaderSize) return undefined
  const magic = wal.readUInt32BE(0)
  const bigEndian = (magic & 1) === 1
  const stored = (at: number): [number, number] => [wal.readUInt32BE(at), wal.readUInt32BE(at + 4)]
  const [headerSum0, headerSum1] = checksum(wal, 0, 24, bigEndian, [0, 0])
  const headerValid =
    magics.includes(magic) &&
    wal.readUInt32BE(4) === 3007000 &&
    validPageSize(wal.readUInt32BE(8)) &&
    headerSum0 === wal.readUInt32BE(24) &&
    headerSum1 === wal.readUInt32BE(28)
  // A damaged header still leaves the frames to judge: their page size is the database's.
  const pageSize = headerValid ? wal.readUInt32BE(8) : databasePageSize(databaseFile)
  if (!validPageSize(pageSize)) return undefined
  // Salts the header no longer vouches for are read from the first frame instead.
  const salts = headerValid ? wal.subarray(16, 24) : wal.subarray(walHeaderSize + 8, walHeaderSize + 16)
  const frameSize = frameHeaderSize + pageSize
  const frames = Math.floor((wal.length - walHeaderSize) / frameSize)

  let firstBad = headerValid ? -1 : 0
  let validAfter = 0
  for (let i = 0; i < frames; i++) {
    const at = walHeaderSize + i * frameSize
    const seed = stored(i === 0 ? 24 : at - frameSize + 16)
    const sum = checksum(wal, at + frameHeaderSize, at + frameSize, bigEndian, checksum(wal, at, at + 8, bigEndian, seed))
    const [want0, want1] = stored(at + 16)
    const valid = wal.readUInt32BE(at) !== 0 && wal.subarray(at + 8, at + 16).equals(salts) && sum[0] === want0 && sum[1] === want1
    if (!valid && firstBad === -1) firstBad = i + 1
    else if (valid && firstBad !== -1) validAfter++
  }
  if (firstBad === -1 || validAfter === 0) return undefined
  return {
    frame: firstBad,
    frames,
    validAfter,
    offset: firstBad === 0 ? 0 : walHeaderSize + (firstBad - 1) * frameSize,
    generation: salts.toString('hex'),
  }
}
