/** No longer than needed for the purpose (UK GDPR Art. 5(1)(e), storage limitation); the privacy notice cites these (content/contact.ts). */
export const refusedKeptDays = 30
