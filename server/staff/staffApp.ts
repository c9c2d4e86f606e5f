import path from 'node:path'
import express from 'express'
import { HttpError } from '../httpErrors.ts'
import { loadStaticFiles, readEncoded } from '../static/builtFiles.ts'
import { pagePolicy } from '../static/securityHeaders.ts'
import { type EncodedBodies, type StaticResponse, sendStatic, staticResponse } from '../static/staticResponse.ts'

/**
 * The staff app: one HTML shell for every address under /staff (its router runs in the
 * browser), and its own assets. Built apart from the public site (dist/staff), so visitors
 * never load it and the service worker never caches it.
 */
export interface StaffApp {
  /** Its assets by address (/staff/assets/…), answered with the site's files. */
  files: Map<string, StaticResponse>
  shell: StaticResponse
}

/** Reads the staff app's build once, at boot; its policy allows the toasts it shows, and frames nothing. */
export function loadStaffApp(staffDir: string, toastStyleHashes: readonly string[]): StaffApp {
  let shell: EncodedBodies
  try {
    shell = readEncoded(path.join(staffDir, 'index.html'))
  } catch (cause) {
    throw new Error(`No staff app in ${staffDir}; run "npm run build" first`, { cause })
  }
  return {
    files: loadStaticFiles(path.join(staffDir, 'assets'), '/staff/assets'),
    shell: staticResponse(200, 'text/html; charset=utf-8', shell, staffPagePolicy(shell.identity.toString('utf8'), toastStyleHashes)),
  }
}

/** The staff app's page: the site's policy, framing nothing and naming no manifest. */
export const staffPagePolicy = (html: string, toastStyleHashes: readonly string[]) =>
  pagePolicy(html, toastStyleHashes, { framesMap: false, installable: false })

/** The shell at every address under /staff; an asset that is not in the build is a 404. */
export function staffAppRouter(staffApp: StaffApp) {
  const router = express.Router()
  router.use('/staff/assets', () => {
    throw new HttpError(404, 'Not found')
  })
  router.get(['/staff', '/staff/*path'], (req, res) => sendStatic(req, res, staffApp.shell))
  return router
}
