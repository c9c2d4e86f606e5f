/**
 * Where someone with a real problem can turn while the firm is fictional, each with its source named
 * beside it in the text:
 * - 999: the emergency number; justice-ni.gov.uk, "Domestic and Sexual Abuse" ("call the police on 999").
 * - The Law Society of Northern Ireland, the regulator of solicitors, publishes a "Find a Solicitor"
 *   directory on lawsoc-ni.org; the link is to the Society's home page, where the directory is offered,
 *   as its own address is not one this project could confirm.
 * - The Domestic and Sexual Abuse Helpline, 0808 802 1414, free and open day and night: listed on nidirect
 *   ("Staying safe after domestic or sexual violence") and on justice-ni.gov.uk ("Domestic and Sexual Abuse").
 */
export const lawSocietyDirectory = {
  label: 'the Law Society of Northern Ireland’s Find a Solicitor directory',
  site: 'lawsoc-ni.org',
  href: 'https://www.lawsoc-ni.org',
}

export const domesticAbuseHelpline = {
  name: 'Domestic and Sexual Abuse Helpline',
  display: '0808 802 1414',
  href: 'tel:+448088021414',
  source: {
    label: 'nidirect, “Staying safe after domestic or sexual violence”',
    href: 'https://www.nidirect.gov.uk/articles/staying-safe-after-domestic-or-sexual-violence',
  },
}

export const realHelp = {
  /** In place of "If it is urgent, call us": a number that answers, and solicitors who exist. */
  urgent: `If it is urgent, find a real solicitor in the Law Society of Northern Ireland’s directory (${lawSocietyDirectory.site}); if anyone is in danger, call 999.`,
  /** Short, for the top of every page. */
  findASolicitor: 'Find a real solicitor',
  /** On the family page, beside protection orders. */
  domesticAbuse: `If you or your children are in danger now, call 999. The ${domesticAbuseHelpline.name}, which nidirect lists, answers day and night on Freephone ${domesticAbuseHelpline.display}.`,
}
