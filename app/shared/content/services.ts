import { firm, freeOffer } from './firm.ts'
import { domesticAbuseHelpline, realHelp } from './realHelp.ts'
import { serviceTitles } from './serviceTitles.ts'
import type { Service } from './types.ts'
import { whileFictional } from './whileFictional.ts'

const enquiryClose = whileFictional(
  'This firm is fictional, so nobody here will answer.',
  `Send a confidential enquiry through our website or call us on ${firm.phone.display}, and ask for ${freeOffer.term}. A member of our team will be in touch ${firm.hours.promise}.`,
)

const picture = (id: Service['id'], alt: string): Service['image'] => ({
  src: `/images/services/${id}.svg`,
  alt,
  width: 1600,
  height: 900,
})

/**
 * Someone held by the police should ask the custody officer for a solicitor now: the right to consult one
 * in private at any time, free whatever your means: Police and Criminal Evidence (NI) Order 1989, Art. 59
 * (PSNI, "If you have been arrested - adult"; Justice Watch Ireland, "Know your rights"; both read
 * 27 November 2026). While the firm is fictional, a person in a custody suite must not ask for it.
 */
const criminalDefenceNow = whileFictional(
  'If you are at a police station now, ask the custody officer for a solicitor: the duty solicitor, or a solicitor of your choice. The advice costs you nothing, whatever your means (Police and Criminal Evidence (Northern Ireland) Order 1989, Article 59). Do not ask for this firm: it is fictional.',
  [
    `If you are at a police station now, do not wait for a reply from us: ask the custody officer for a solicitor. You can ask for one from ${firm.name} by name, and the advice costs you nothing, whatever your means.`,
    firm.outOfHoursPhone
      ? `Outside office hours, call ${firm.outOfHoursPhone.display}.`
      : `Our office answers ${firm.phone.display} during office hours only: at other times, ask the custody officer for a solicitor all the same.`,
  ].join(' '),
)

/** The eight practice areas, in the order of `serviceIds` in types.ts. */
export const services: Service[] = [
  {
    id: 'personal-injury',
    icon: 'scale',
    title: serviceTitles['personal-injury'],
    shortTitle: 'Personal Injury',
    subtitle: 'Careful, determined representation when you have been hurt through no fault of your own',
    description:
      'If you have been injured at work, in a public place or through someone else’s negligence, we guide you through your claim from the first conversation to settlement or court.',
    features: [
      'Accidents at work and in public places',
      `${freeOffer.title} of up to 30 minutes`,
      'Independent medical evidence arranged for you',
      'Negotiation with insurers and representation in court',
      'Clear advice on costs from the outset',
    ],
    colour: 'navy',
    content: [
      `If you have been hurt through someone else’s carelessness, whether at work, in a shop or public building, on a poorly maintained footpath or through a mistake in medical or dental care, you may be entitled to compensation. ${firm.name} has acted for injured people in Derry/Londonderry and across the North West for generations. We handle claims from the first conversation through to settlement or, where it is needed, a hearing in the county court or the High Court.`,
      `We begin with ${freeOffer.term}, in which we listen to what happened and tell you whether we can help. If we can, we gather the evidence: accident reports, photographs of the scene and of your injuries, the names of witnesses, your GP and hospital records, and details of lost earnings and other expenses. We then write to the person or organisation responsible, whose insurer will usually deal with the claim, setting out what happened and why they are at fault.`,
      'Most claims need an independent medical report, which we arrange with a suitable consultant. Once the extent of your injuries and your likely recovery are clear, we value the claim by reference to the guidelines used by the courts in Northern Ireland and negotiate with the insurer on your behalf. The great majority of claims settle without a full hearing. If an acceptable offer is not made, we advise you on issuing proceedings and represent you through the court process, instructing a barrister where that is in your interest.',
      'Time limits matter. In Northern Ireland most personal injury claims must be started at court within three years of the date of the injury, or of the date on which you first knew the facts: that the injury was significant, that it was caused by what someone did or failed to do, and who they are (Limitation (Northern Ireland) Order 1989, Article 7). Different rules apply to children, for whom time does not usually begin to run until they turn eighteen, and to some other kinds of claim. Please do not wait until the deadline is close: evidence is far easier to gather while it is fresh.',
      'When you contact us, it helps to have any letters or forms you have already received, photographs, the names of witnesses, your doctor’s details and a note of expenses such as travel, prescriptions and lost wages. We explain at the outset how our costs work, whether legal aid might be available to you, and how much of the legal costs can usually be recovered from the other side if the claim succeeds, so that there are no surprises along the way.',
      `Every case is different and no solicitor can promise an outcome, but we can promise that your claim will be handled with care and that you will always know where it stands. ${enquiryClose}`,
    ].join('\n\n'),
    keywords: [
      'personal injury solicitor Derry',
      'accident claim Londonderry',
      'compensation claim Northern Ireland',
      'work accident solicitor North West',
      'litigation solicitor Derry',
    ],
    image: picture(
      'personal-injury',
      'Abstract illustration of a balanced pair of scales resting over a gently curved line, suggesting recovery and fair compensation',
    ),
  },
  {
    id: 'road-traffic',
    icon: 'car',
    title: serviceTitles['road-traffic'],
    shortTitle: 'Road Traffic',
    subtitle: 'Support for drivers, passengers, cyclists and pedestrians after a collision',
    description:
      'Injured in a collision as a driver, passenger, cyclist or pedestrian? We deal with the insurers for you and pursue compensation for your injuries, vehicle and financial losses.',
    features: [
      'Claims for drivers, passengers, cyclists and pedestrians',
      'We deal with the insurers on your behalf',
      'Vehicle damage, hire and loss of earnings recovered',
      'Uninsured and untraced driver claims',
      'Advice on motoring prosecutions',
    ],
    colour: 'rust',
    content: [
      'A road traffic collision can turn everyday life upside down in a moment. Whether you were a driver, a passenger, a cyclist, a motorcyclist or a pedestrian, and whether your injuries are minor or life-changing, we help you recover compensation for your injuries and for the financial losses that follow: vehicle repairs or the value of a written-off car, hire charges, medical treatment, travel, and lost earnings.',
      'In the days after a collision, a few simple steps protect your position. Note the other driver’s name, registration number and insurance details; photograph the scene and the vehicles if it is safe to do so; take the names and numbers of any witnesses; and if the collision was reported to the PSNI, keep the reference number. See your GP or attend hospital even if your injuries seem slight, because neck and back pain can develop over several days. Avoid admitting fault, and do not agree to anything with the other driver’s insurer before you have taken advice.',
      'Once you instruct us, we notify the insurer of the driver at fault, obtain the police and medical records, and arrange an independent medical examination. We deal with the insurers so that you do not have to, and we keep a careful record of your losses as the claim progresses. Where the driver responsible was uninsured or cannot be traced, a claim may still be possible through the Motor Insurers’ Bureau, and we can guide you through that route.',
      'As with other personal injury claims in Northern Ireland, the usual time limit for starting court proceedings is three years from the date of the collision, with different rules for children. Claims for damage to property alone are subject to a different time limit, but it is always wiser to act early, while the evidence is still available and memories are clear. Most claims settle by negotiation; if they do not, we represent you in court.',
      'We also advise drivers who face prosecution after a collision or for other motoring matters, such as speeding, careless driving or drink-driving, and we represent clients at the magistrates’ court. Penalty points and disqualification can have serious consequences for work and family life, and early advice often makes a real difference to how a case is handled. New drivers have more at stake: 6 points within 2 years of passing the test means losing the licence and taking the tests again. Anyone whose provisional entitlement to drive begins on or after 1 October 2026 also comes under graduated driver licensing (section 19 of the Road Traffic (Amendment) Act (Northern Ireland) 2016), which for the first six months after the test limits the young passengers a driver aged under 24 may carry between 11 pm and 6 am.',
      `We will explain how costs work before you commit to anything, and we keep you informed at every stage. ${enquiryClose}`,
    ].join('\n\n'),
    keywords: [
      'road traffic accident solicitor Derry',
      'car accident claim Northern Ireland',
      'whiplash claim Londonderry',
      'cycling accident solicitor',
      'motoring offence solicitor Derry',
    ],
    image: picture('road-traffic', 'Abstract illustration of a winding road with a simple car outline and a road sign, drawn in calm geometric shapes'),
  },
  {
    id: 'conveyancing',
    icon: 'house',
    title: serviceTitles.conveyancing,
    shortTitle: 'Conveyancing',
    subtitle: 'Buying, selling and remortgaging property in Northern Ireland, handled with care',
    description:
      'From first homes to farms and commercial premises, we handle purchases, sales, remortgages and transfers with careful title checks and clear updates at every stage.',
    features: [
      'First-time buyers and home movers',
      'Sales, remortgages and transfers of equity',
      'New builds, sites and agricultural land',
      'Land Registry (NI) and Registry of Deeds titles',
      'Clear written estimate before we begin',
    ],
    colour: 'moss',
    content: [
      'Buying or selling a home is one of the largest financial decisions most people make, and it deserves careful attention. Our conveyancing team acts for first-time buyers, families moving home, landlords, farmers and businesses across Derry/Londonderry and the North West, handling purchases, sales, remortgages, transfers of equity, new builds, building sites and agricultural land.',
      'When you buy, we start by checking the title to the property: the folio in the Land Registry of Northern Ireland or, for older unregistered titles, the records held in the Registry of Deeds. We raise searches and enquiries with the seller’s solicitor, review the property certificates issued by the council and other bodies, check planning and building control matters, and report to you on anything unusual, such as rights of way, ground rent or shared access. If you are buying with a mortgage, we also act for your lender and make sure its conditions are met.',
      'Once you are satisfied with our report and your mortgage offer is in place, the contract is signed and, when both sides have signed, the sale becomes legally binding. We agree a completion date, request the mortgage funds and, on completion, pay the seller and arrange for you to collect the keys. Afterwards we file the Stamp Duty Land Tax return and pay any tax due, and register your ownership with Land & Property Services, which runs the Land Registry of Northern Ireland.',
      'When you sell, we prepare the contract, gather the title documents, answer the buyer’s enquiries and repay your mortgage on completion. It helps enormously if you gather early any planning approvals, building control completion certificates, guarantees for windows, heating or damp-proofing, and details of extensions or alterations, because missing documents are the most common cause of delay in a sale.',
      'A straightforward purchase often takes somewhere between eight and twelve weeks from an agreed offer to completion, although chains, lender requirements and new-build timetables can change that. Before we begin, we give you a clear written estimate of our fees and of the outlays, such as search fees, registration fees and any Stamp Duty Land Tax, so that you can plan with confidence.',
      `Whether this is your first purchase or one of many, we will explain each step in plain English and keep you informed throughout. ${enquiryClose}`,
    ].join('\n\n'),
    keywords: [
      'conveyancing solicitor Derry',
      'property solicitor Londonderry',
      'first-time buyer solicitor Northern Ireland',
      'house sale solicitor North West',
      'remortgage solicitor Derry',
    ],
    image: picture('conveyancing', 'Abstract illustration of a house outline with a key and a folded deed, set against soft blocks of colour'),
  },
  {
    id: 'licensing',
    icon: 'wine',
    title: serviceTitles.licensing,
    shortTitle: 'Licensing',
    subtitle: 'Liquor, club and entertainments licensing for the hospitality trade',
    description:
      'We help publicans, hoteliers, restaurants, off-licences and clubs across the North West obtain, transfer and protect their licences, with representation at court and practical advice on compliance.',
    features: [
      'New liquor licence applications',
      'Transfers when a business changes hands',
      'Registered clubs and occasional licences',
      'Entertainments licences and council matters',
      'Representation at the county court and the magistrates’ court',
    ],
    colour: 'plum',
    content: [
      'Hospitality is at the heart of life in the North West, and the licensing rules behind it are among the most detailed in Northern Ireland. We act for publicans, hoteliers, restaurateurs, off-licences, registered clubs and event organisers, helping them obtain, keep and make the most of their licences, and we have represented the licensed trade in Derry/Londonderry for many years.',
      'Under the Licensing (Northern Ireland) Order 1996, a new liquor licence is granted by the county court. Transferring a licence to a new holder is a matter for a court of summary jurisdiction, the magistrates’ court (Article 22(1) of the Order), and so is a protection order, which can let a new operator keep trading while a transfer is pending. Registered clubs are governed by the Registration of Clubs (Northern Ireland) Order 1996. Entertainments licences, under the Local Government (Miscellaneous Provisions) (Northern Ireland) Order 1985, and some other permissions come from the district council. We advise on which licences your business needs, including the grant of a new licence, the transfer of an existing licence when a business changes hands, changes to licensed premises, permitted hours and occasional licences for events.',
      'A new application usually begins with a visit to the premises and a review of the plans, the ownership and the type of licence required. The law restricts the number of some kinds of licence, so it can be necessary to acquire an existing licence and surrender it in support of your application; we can guide you through that process. Public notice of the application has to be given, and the police, the council and local residents may be entitled to object. We prepare the evidence, liaise with architects and other professionals, and represent you at court.',
      'Licensing does not end when the licence is granted. Licences must be renewed, conditions must be observed, and complaints or police objections can arise. We advise on renewals and day-to-day compliance, and we represent licence holders when problems occur, aiming to resolve matters early, before they threaten the business.',
      'When you contact us, it helps to have details of the premises, any existing licence, plans or drawings, and your proposed opening hours and style of business. Timescales depend on the type of application and on whether objections are made, so we recommend speaking to us early in your planning, ideally before you sign a lease or commit to fitting out premises. We will give you a clear estimate of our fees and the likely outlays before any application is made.',
      `Every application turns on its own facts, and we cannot promise how a court will decide, but careful preparation gives your application the best footing. ${enquiryClose}`,
    ].join('\n\n'),
    keywords: [
      'licensing solicitor Derry',
      'liquor licence Northern Ireland',
      'pub licence transfer Londonderry',
      'restaurant licence solicitor',
      'club registration Northern Ireland',
    ],
    image: picture('licensing', 'Abstract illustration of a wine glass and a stamped certificate framed by a warm arch, suggesting a licensed premises'),
  },
  {
    id: 'family-law',
    icon: 'users',
    title: serviceTitles['family-law'],
    shortTitle: 'Family Law',
    subtitle: 'Clear, compassionate advice on separation, divorce and arrangements for children',
    description: whileFictional(
      'Sensitive, practical advice on divorce, separation, the family home and finances, and arrangements for children, and where to turn at once if you or your family are at risk.',
      'Sensitive, practical advice on divorce, separation, the family home and finances, and arrangements for children, with urgent protection available where you or your family are at risk.',
    ),
    features: [
      'Divorce and dissolution of civil partnerships',
      'Financial settlements and the family home',
      'Residence and contact arrangements for children',
      'Non-molestation and occupation orders',
      'Legal aid advice for those who qualify',
    ],
    colour: 'teal',
    content: [
      'Family problems are rarely only legal problems. When a relationship ends or a child’s future is uncertain, you need advice that is clear and practical, given with patience and discretion. Our family team helps people across Derry/Londonderry and the North West with separation, divorce and the dissolution of civil partnerships, arrangements for children, financial settlements and protection from domestic abuse.',
      // Undefended divorce still has a decree nisi hearing, which the petitioner attends to adopt
      // their evidence (Light Law, "Do I have to attend court for my divorce?"; Bernadette
      // Mulholland Solicitors, "Divorce in Northern Ireland"; both read 27 November 2026).
      'In Northern Ireland, a divorce is granted where the court is satisfied that the marriage has broken down irretrievably, and this has to be shown by one of a small number of facts, such as a period of separation or the other spouse’s behaviour. We explain which route fits your circumstances, prepare and issue the petition, and guide you through each stage to the decree absolute. Many divorces proceed by agreement and never need a contested hearing, but even an undefended divorce still has a short hearing for the decree nisi, which the person who petitioned attends to give evidence; we go with you.',
      'Dividing the family home, savings, pensions and other assets is often the most pressing worry. We help you gather the financial information, negotiate a fair settlement and record it in a court order so that it is binding. Where agreement cannot be reached, we represent you in court proceedings and, where appropriate, instruct a barrister with the right experience.',
      `Where children are involved, their welfare comes first. We advise on residence and contact arrangements under the Children (Northern Ireland) Order 1995, encourage mediation where it is safe and suitable, and represent parents and grandparents when an application to court is necessary. ${whileFictional(
        `${realHelp.domesticAbuse} (${domesticAbuseHelpline.source.label}.) A real solicitor can apply to court urgently for a non-molestation or occupation order (Family Homes and Domestic Violence (Northern Ireland) Order 1998); find one in the Law Society of Northern Ireland’s directory at lawsoc-ni.org.`,
        'If you or your children are at risk, we can apply urgently for non-molestation or occupation orders to protect you.',
      )}`,
      'At your first meeting it helps to bring your marriage or civil partnership certificate, a note of key dates, details of your income and outgoings, and any letters or court papers you have received. Legal aid may be available for family cases, depending on your income and circumstances, through the Legal Services Agency Northern Ireland. We will tell you early on whether you are likely to qualify and, if not, explain our fees clearly before we start.',
      `We cannot make a difficult time easy, but we can make it clearer, and we will always treat you with respect. ${enquiryClose}`,
    ].join('\n\n'),
    keywords: [
      'family law solicitor Derry',
      'divorce solicitor Londonderry',
      'child contact solicitor Northern Ireland',
      'separation advice North West',
      'non-molestation order Derry',
    ],
    image: picture('family-law', 'Abstract illustration of two adult figures and a child drawn in overlapping circles, sheltered beneath a curved line'),
  },
  {
    id: 'criminal-defence',
    icon: 'shield',
    title: serviceTitles['criminal-defence'],
    shortTitle: 'Criminal Defence',
    subtitle: 'Robust defence from the police station to the Crown Court',
    description:
      'Advice at the police station, which costs you nothing, and careful representation in the magistrates’, youth and Crown Courts, from the first interview to the final hearing, with criminal legal aid where you qualify.',
    features: [
      'Advice at PSNI interviews, at no cost to you',
      'Voluntary interviews and arrests',
      'Magistrates’, youth and Crown Court representation',
      'Bail applications',
      'Criminal legal aid where eligible',
    ],
    colour: 'slate',
    content: [
      criminalDefenceNow,
      'Being arrested, or being asked to attend a police station for interview, is frightening, and what happens in the first few hours can shape everything that follows. Our criminal defence team represents people facing investigation and prosecution for a wide range of matters, from motoring offences and public order charges to serious allegations tried in the Crown Court.',
      `If you are arrested, or invited to a voluntary interview by the PSNI, you have the right to independent legal advice at the police station, at no cost to you whatever your means. ${whileFictional('You can ask for the duty solicitor or for a solicitor of your choice by name.', `You can ask for a solicitor from ${firm.name} by name.`)} We attend the station, find out what the police allege, advise you in private before the interview, and sit with you while you are questioned. Please do not agree to be interviewed without advice, even if you have been told it is only a formality.`,
      'If you are charged or summonsed, we represent you at the magistrates’ court, the youth court and, for more serious matters, the Crown Court, instructing experienced counsel where appropriate. We deal with bail applications, examine the prosecution evidence carefully, advise you frankly on your options and the strength of the case against you, and prepare your defence thoroughly, whether the case goes to trial or is resolved in another way.',
      'Criminal legal aid for court proceedings is granted by the court itself, through a criminal aid certificate, where your means are insufficient and it is in the interests of justice, as it often is where there is a risk of imprisonment or the case is complex; the work is then paid for through the Legal Services Agency Northern Ireland. We apply for it on your behalf where you are eligible. Where legal aid is not available, we explain our charges clearly before any work begins.',
      'When you contact us, bring any paperwork you have received, such as a charge sheet, a summons, bail conditions, police letters or a court date. Do not discuss your case on social media or with anyone other than your solicitor. We will not judge you: our role is to make sure your side is heard and that the law is applied fairly.',
      `If you or a family member needs advice about a criminal matter, the sooner you speak to us, the more we can do. ${enquiryClose}`,
    ].join('\n\n'),
    keywords: [
      'criminal defence solicitor Derry',
      'police station solicitor Londonderry',
      'PSNI interview legal advice',
      'criminal solicitor Northern Ireland',
      'magistrates court solicitor Derry',
    ],
    image: picture('criminal-defence', 'Abstract illustration of a shield in front of a stylised courthouse with columns, rendered in muted tones'),
  },
  {
    id: 'wills-probate',
    icon: 'scroll-text',
    title: serviceTitles['wills-probate'],
    shortTitle: 'Wills & Probate',
    subtitle: 'Planning ahead and caring for families when it matters most',
    description:
      'Clear, valid wills, Enduring Powers of Attorney and sensitive help with estates, so that your wishes are respected and your family is spared avoidable worry.',
    features: [
      'Wills drafted and properly witnessed',
      'Enduring Powers of Attorney',
      'Registration with the Office of Care and Protection',
      'Probate and estate administration',
      'Safe storage of original documents',
    ],
    colour: 'brass',
    content: [
      'Planning for the future is one of the kindest things you can do for the people you care about. We help clients across the North West make clear, valid wills, put Enduring Powers of Attorney in place, and guide families through the administration of an estate after a death. Many of the families we help today first came to the firm generations ago.',
      'A professionally drawn will makes sure your estate passes to the people you choose, appoints executors you trust, and can name guardians for young children. Without a will, the intestacy rules in Northern Ireland decide who inherits, which may not reflect your wishes, particularly for unmarried couples, blended families and the owners of farms or businesses. We meet you to discuss your family, property and wishes, prepare a draft for you to review, and supervise the signing so that the will is properly witnessed. We can also keep the original safely for you.',
      // Notice to the donor (personally) and to at least three relatives before registration:
      // Enduring Powers of Attorney (NI) Order 1987, Sch. 1 (mylawyer.co.uk, "Notice of intention to
      // register"). Lasting powers (Mental Capacity Act (NI) 2016, Part 5) are shown as prospective
      // by legislation.gov.uk (Sch. 4, read 27 November 2026).
      'An Enduring Power of Attorney lets you choose someone you trust to manage your property and financial affairs if you later lose the capacity to do so yourself. It must be made while you still have capacity. If you later become unable to manage your affairs, your attorney applies to register the power with the Office of Care and Protection, and must first give notice to you and to certain relatives, who may object. Without one, your family may need to apply to the Office of Care and Protection for a controller to be appointed, which is usually slower and more costly. We explain the choices, make sure the document is properly signed, and help attorneys with registration when the time comes. The lasting powers of attorney of the Mental Capacity Act (Northern Ireland) 2016, which would also cover health and welfare decisions, cannot yet be made here: that part of the Act is not in force.',
      // Since 30 September 2015 the Probate Office (the Principal Registry) in Belfast manages every
      // probate application in Northern Ireland; papers lodged at Londonderry Courthouse are sent on
      // to it (justice-ni.gov.uk, "Probate"). Applications can be made online (nidirect, "Apply for probate").
      'When someone dies, their executors or next of kin usually need a grant of probate or letters of administration before they can deal with the estate. We identify the assets and debts, complete the inheritance tax forms required by HM Revenue & Customs, and apply for the grant to the Probate Office in Belfast, which has dealt with every probate application in Northern Ireland since 30 September 2015. Papers can still be handed in at Londonderry Courthouse, which sends them on to Belfast, and executors who apply without a solicitor can apply online through nidirect. We then collect in the assets, pay the debts and distribute the estate to the beneficiaries, keeping everyone informed along the way. You can ask us to take on as much or as little of the work as you prefer.',
      'For a will, a list of your main assets and the names and addresses of your executors and beneficiaries is a helpful start. For an estate, bring the death certificate, the will if there is one, and any bank, pension or property papers you have found. We give you a clear estimate of our fees before any work begins.',
      `These are personal matters and we treat them that way, with time to talk and no pressure to decide on the spot. ${enquiryClose}`,
    ].join('\n\n'),
    keywords: [
      'wills solicitor Derry',
      'probate solicitor Londonderry',
      'enduring power of attorney Northern Ireland',
      'estate administration North West',
      'make a will Derry',
    ],
    image: picture('wills-probate', 'Abstract illustration of a rolled scroll with a wax seal and a fountain pen, resting on layered paper shapes'),
  },
  {
    id: 'company-corporate',
    icon: 'building-2',
    title: serviceTitles['company-corporate'],
    shortTitle: 'Company & Corporate',
    subtitle: 'Practical legal advice for businesses at every stage',
    description:
      'Practical, plain-English advice for sole traders, family businesses and limited companies, from formation and shareholders’ agreements to buying or selling a business and everyday commercial contracts.',
    features: [
      'Company formation and Companies House filings',
      'Shareholders’ and partnership agreements',
      'Buying and selling a business',
      'Commercial contracts and terms of business',
      'Commercial leases and debt recovery',
    ],
    colour: 'ink',
    content: [
      'Whether you are starting out, growing, bringing in investors or preparing to sell, sound legal advice keeps a business on firm foundations. We act for sole traders, family businesses, partnerships and limited companies across Derry/Londonderry and the North West, offering practical commercial advice in plain English from people who understand the local economy.',
      'We advise on the right structure for your business, form limited companies and register them with Companies House, and prepare articles of association and shareholders’ agreements that set out how decisions are made and what happens if someone wants to leave. For partnerships, a well-drafted partnership agreement can prevent costly and painful disputes later on, particularly in family businesses passing from one generation to the next.',
      'When you buy or sell a business, we manage the legal work from heads of terms through due diligence to completion, including the share or asset purchase agreement, the transfer of premises, contracts and staff, and the filings that follow. We also deal with share transfers and allotments, changes of directors and other company secretarial matters, making sure your records at Companies House stay accurate and up to date.',
      'Day to day, we draft and review commercial contracts, terms and conditions of business, and supply and distribution agreements, act on commercial leases, and help businesses recover unpaid debts. Many businesses in the North West trade on both sides of the border; we advise on the Northern Ireland side and can help you identify when separate advice in the Republic of Ireland is needed.',
      'Most matters begin with a meeting to understand your business and what you want to achieve. It helps to bring any existing company documents, contracts, accounts or heads of terms you already have. We then set out the work involved, the likely timescale and a clear estimate of our fees, so that you can make decisions with the full picture in front of you.',
      `Good legal advice should support your business, not slow it down. ${enquiryClose}`,
    ].join('\n\n'),
    keywords: [
      'company solicitor Derry',
      'corporate lawyer Northern Ireland',
      'business solicitor Londonderry',
      'shareholders agreement Northern Ireland',
      'buying a business solicitor North West',
    ],
    image: picture(
      'company-corporate',
      'Abstract illustration of a group of office buildings beside a briefcase and a handshake line, in clean geometric forms',
    ),
  },
]

export function findService(id: string): Service | undefined {
  return services.find((service) => service.id === id)
}

export const practiceAreas = services.map(({ title, description, id, icon }) => ({
  title,
  description,
  slug: id,
  icon,
}))

export const footerPracticeAreas: string[] = (
  ['personal-injury', 'road-traffic', 'conveyancing', 'family-law', 'criminal-defence', 'wills-probate'] as const
).map((id) => findService(id)?.shortTitle ?? id)

export const servicesPage = {
  eyebrow: 'Our services',
  heading: 'Legal Services for People and Businesses in the North West',
  intro: `Eight practice areas under one roof, each led by people who do this work every week. Whatever has brought you here, start with a confidential enquiry, and ask for ${freeOffer.term}.`,
  cta: {
    heading: 'Not Sure Which Service You Need?',
    text: whileFictional(
      `Many problems touch more than one area of law. On a real firm’s site you would be put in touch with the right person here; this firm is fictional. ${realHelp.urgent}`,
      'Many problems touch more than one area of law. Tell us what has happened and we will put you in touch with the right person.',
    ),
  },
}
