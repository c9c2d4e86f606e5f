/**
 * How long an enquiry our server refused stays on the device for the visitor to correct, and how
 * long the outbox keeps its record of an enquiry's fate (UK GDPR Art. 5(1)(e), storage limitation:
 * no longer than needed for the purpose). The privacy notice cites it (content/contact.ts).
 */
export const refusedKeptDays = 30
