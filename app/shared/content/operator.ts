/**
 * Who runs this copy of the site, and how a visitor reaches them about their data. Set by the
 * OPERATOR_* variables, which server/config.ts validates at boot and the build reads through the
 * same check; the pages carry what the build read (decision 0044).
 */
export interface Operator {
  name: string
  /** Where requests about one's data, erasure and complaints go; an acknowledgement's replies too. */
  email: string
  /** Who relays the site's e-mail, named in the privacy notice; null when none is named. */
  mailRelay: string | null
  /** The proxy or CDN in front of the server, named in the privacy notice; null when none is named. */
  proxy: string | null
}
