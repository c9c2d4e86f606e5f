/** The demonstration's privacy notice (UK GDPR Arts. 13 and 14; decision 0046), its facts from the operator's configuration and the code. */
import { builtOperator } from './builtOperator.ts'
import { enquiryRetention, heldDays } from './enquiryRetention.ts'
import { firm } from './firm.ts'
import type { Operator } from './operator.ts'
import type { PolicySection } from './types.ts'

const controllerOf = (operator: Operator | null) =>
  operator
    ? `${operator.name}, who runs this demonstration (${operator.email})`
    : 'whoever runs this copy of the demonstration, who has not given their name or an address'

/** Where rights and complaints go: the configured address, or the plain fact that there is none. */
const writeTo = (operator: Operator | null) =>
  operator
    ? `Write to ${operator.name} at ${operator.email}. This is the address for every request and complaint about your data, and it works by e-mail.`
    : 'The operator of this copy has not given an address, so there is nobody here to write to. Please do not send anything through the form.'

const recipients = (operator: Operator | null) => [
  operator?.mailRelay
    ? `${operator.mailRelay}, which relays the site’s e-mail: the acknowledgement to the address you give, and an alert to the operator that names nobody.`
    : 'No mail relay is named by the operator. If you receive an acknowledgement, it was relayed by a mail service the operator has not named here; you can ask them which.',
  operator?.proxy
    ? `${operator.proxy}, which sits in front of the server, passes every request between your browser and the server, enquiries included, and may keep its own access log with your IP address.`
    : 'No proxy or content delivery network is named by the operator.',
]

/** `websiteTechnology` and `icoUrl` are the firm notice's, shared word for word. */
export function demonstrationSections(
  { websiteTechnology, icoUrl }: { websiteTechnology: PolicySection; icoUrl: string },
  operator: Operator | null = builtOperator,
): PolicySection[] {
  const controller = controllerOf(operator)
  return [
    {
      heading: 'Who Holds Your Information',
      body: [
        `This website is a demonstration, and ${firm.name} does not exist. Anything you send through it is held by ${controller}, not by a law firm, and nobody reads it to give you advice. Please do not send details of a real legal problem.`,
        `The data controller under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018 is ${controller}. Where this notice says "we", read the operator.`,
      ],
    },
    {
      heading: 'What Is Kept, and Why',
      body: [
        'What you type into the enquiry form (your name, e-mail address, phone number, the area of law, the name of any other party, how you heard of the site, and any details you add) is stored, with the time it arrived and a reference. The purpose is to show how the site and its staff inbox work: the operator and the people they show it to can see the enquiry there, and the inbox compares the names in it with those in the other enquiries, as a firm does before it agrees to act. Please do not name a real person as the other party. It is not used to advise you, to market anything to you, or for any automated decision about you.',
        'The lawful basis is the operator’s legitimate interest in demonstrating the software (UK GDPR Art. 6(1)(f)), which the short retention below keeps small. You can object to it at any time, and your enquiry is then erased.',
        'The server uses your IP address while it handles a request, to count enquiries per address against abuse, and does not write it in its log.',
      ],
    },
    {
      heading: 'Who Else Receives It',
      body: [
        'Besides the operator, only these receive it:',
        { list: recipients(operator) },
        'Where one of them handles data outside the UK, you can ask the operator which safeguard applies.',
      ],
    },
    {
      heading: 'How Long It Is Kept',
      body: [
        {
          list: [
            `An enquiry is deleted automatically ${enquiryRetention.display} after it arrives.`,
            `An enquiry held back as suspected spam is deleted ${heldDays} days after it arrives, unless the operator releases it to the inbox; it is then deleted like any other.`,
            'The acknowledgement e-mail stays in your own mailbox until you delete it; what the mail relay keeps of it is under the relay’s own terms.',
          ],
        },
      ],
    },
    {
      heading: 'Your Rights and How to Complain',
      body: [
        'You can ask for a copy of what is held about you, have it corrected, have it erased, restrict its use or object to it. An answer is due within one month, with no fee.',
        writeTo(operator),
        `To complain about how your information is handled, write to the same address; section 164A of the Data Protection Act 2018 (inserted by section 103 of the Data (Use and Access) Act 2025) requires a controller to take complaints, electronically among other ways. If you are not satisfied, you can complain to the Information Commissioner’s Office at ${icoUrl}.`,
      ],
    },
    websiteTechnology,
  ]
}
