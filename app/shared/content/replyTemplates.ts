import { firm } from './firm.ts'
import { serviceTitles } from './serviceTitles.ts'
import type { ServiceId } from './types.ts'

/** What a first reply is filled in with: the enquirer's first name and the enquiry's reference. */
export interface ReplyFill {
  firstName: string
  reference: string
}

export type ReplyTemplateId = ServiceId | 'general'

/** The sentences particular to an area of law, between the greeting and the sign-off. */
const middles: Record<ReplyTemplateId, string[]> = {
  general: [
    'One of our solicitors has read what you wrote. So that we can tell you whether we can help and what it would involve, we would like to speak to you by phone for ten minutes or so.',
  ],
  'personal-injury': [
    'One of our personal injury team has read what you wrote. To tell you whether you may have a claim, we would like to hear from you when and where it happened, and whether you have seen a doctor about it.',
    'Please keep any photographs, letters or receipts to do with the injury: we may ask to see them.',
  ],
  'road-traffic': [
    'One of our team who deals with road traffic accidents has read what you wrote. We would like to speak to you about what happened, and about any contact you have had with an insurer since.',
    'If you have the other driver’s details or a police reference, please have them to hand when we call.',
  ],
  conveyancing: [
    'One of our property team has read what you wrote. To give you a quote for the work, we would like to know the address of the property, its price, and whether there is a mortgage.',
  ],
  licensing: [
    'One of our licensing team has read what you wrote. We would like to speak to you about the premises and the licence you hold or need, and about any date you are working to.',
  ],
  'family-law': [
    'One of our family law team has read what you wrote. We know that a matter like this can be hard to put into words, and we would like to talk it through with you in confidence, by phone or at our office.',
    'If it is safer for us to call at a particular time, or not to leave a message, please tell us by replying to this e-mail.',
  ],
  'criminal-defence': [
    'One of our criminal defence team has read what you wrote. We would like to speak to you as soon as we can. If you have a date to attend court or a police station, please tell us it by replying to this e-mail or by phone.',
  ],
  'wills-probate': [
    'One of our wills and probate team has read what you wrote. We would like to arrange a time to talk about what you would like to put in place, or about the estate you are dealing with.',
  ],
  'company-corporate': [
    'One of our company and commercial team has read what you wrote. We would like to speak to you about your business and what you need, and about any date you are working to.',
  ],
}

/** The templates staff start a first reply from, in the order offered: the general one first. */
export const replyTemplates: Array<{ id: ReplyTemplateId; label: string }> = [
  { id: 'general', label: 'General' },
  ...(Object.entries(serviceTitles) as Array<[ServiceId, string]>).map(([id, label]) => ({ id, label })),
]

export const replyTemplateFor = (serviceType: string): ReplyTemplateId =>
  replyTemplates.some((template) => template.id === serviceType) ? (serviceType as ReplyTemplateId) : 'general'

/** A first reply in the firm's words, with the enquirer's name and the reference filled in; staff edit it before it goes. */
export function filledReply(id: ReplyTemplateId, { firstName, reference }: ReplyFill) {
  return {
    subject: `Your enquiry to ${firm.name} (reference ${reference})`,
    text: [
      `Dear ${firstName},`,
      '',
      `Thank you for your enquiry to ${firm.name}.`,
      '',
      ...middles[id].flatMap((paragraph) => [paragraph, '']),
      `Please reply to this e-mail with a time that suits you, or call us on ${firm.phone.display} (${firm.hours.display}), quoting reference ${reference}.`,
      '',
      'Kind regards,',
      '',
      firm.name,
      `${firm.address.street}, ${firm.address.locality} ${firm.address.postcode}`,
    ].join('\n'),
  }
}
