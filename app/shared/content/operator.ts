/** From the OPERATOR_* variables, checked by server/config.ts at boot and by the build, which puts them in the pages (decision 0044). */
export interface Operator {
  name: string
  /** Where requests about one's data, erasure and complaints go; an acknowledgement's replies too. */
  email: string
  /** Who relays the site's e-mail, named in the privacy notice; null when none is named. */
  mailRelay: string | null
  /** The proxy or CDN in front of the server, named in the privacy notice; null when none is named. */
  proxy: string | null
}
