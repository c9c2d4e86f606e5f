import { closeSync, openSync, readFileSync, writeSync } from 'node:fs'

/** How many frames of the log carry its header's salts (its current generation), read as SQLite's file format says. */
export function currentFrames(walFile: string) {
  const wal = readFileSync(walFile)
  const frameSize = 24 + wal.readUInt32BE(8)
  const salts = wal.subarray(16, 24)
  let frames = 0
  while (32 + (frames + 1) * frameSize <= wal.length && wal.subarray(32 + frames * frameSize + 8, 32 + frames * frameSize + 16).equals(salts)) frames++
  return { frames, frameSize }
}

/** Writes `bytes` at `offset` in `file`, as a failing disk or a stray write does. */
export function overwrite(file: string, offset: number, bytes: Buffer) {
  const fd = openSync(file, 'r+')
  writeSync(fd, bytes, 0, bytes.length, offset)
  closeSync(fd)
}

/** 256 bytes of garbage into the middle of the log's current frames. */
export function damageWalMiddle(walFile: string) {
  const { frames, frameSize } = currentFrames(walFile)
  if (frames < 10) throw new Error(`the log holds ${frames} frames: too few to damage its middle`)
  overwrite(walFile, 32 + Math.floor(frames / 2) * frameSize + 1000, Buffer.alloc(256, 0xa5))
}
