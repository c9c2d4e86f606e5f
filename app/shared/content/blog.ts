/** Every client and case is invented (`illustrative`). Markdown made HTML at build (scripts/insightBodies.ts): a bold line alone is a subheading. */
import type { IconName } from '../components/iconNames.ts'
import { firm, freeOffer } from './firm.ts'
import { lawSocietyDirectory } from './realHelp.ts'
import type { Article, BlogCategory } from './types.ts'
import { whileFictional } from './whileFictional.ts'

/** Where an insight offers the firm's help: while fictional, where real help is. */
const offerOfHelp = (firmsOwn: string) =>
  whileFictional(
    `${firm.name} is fictional and can help nobody: for advice on your own matter, find a real solicitor in ${lawSocietyDirectory.label} (${lawSocietyDirectory.site}).`,
    firmsOwn,
  )

/** Joins lines with line breaks; an empty string gives a blank line between paragraphs. */
const lines = (...text: string[]): string => text.join('\n')

/** The opening line of every case study, so no reader takes it for a real client's story. */
const illustrative =
  '**An illustrative example.** The client and the case below are invented to show how such a matter is handled; they are not a real client’s story.'

const insightImage = (slug: string, alt: string) => ({
  src: `/images/insights/${slug}.svg`,
  alt,
  width: 1200,
  height: 675,
})

export const articles: Article[] = [
  {
    id: 1,
    caseStudy: true,
    title: '£20,000 Settlement for a Delivery Driver Injured in a Rear-End Collision',
    category: 'Personal Injury',
    excerpt:
      'An illustrative example: a driver stopped in traffic is hit from behind, and the insurer’s first offer comes before any medical evidence. How a fair settlement is secured, and what to do if it happens to you.',
    content: lines(
      illustrative,
      '',
      'Our client, a delivery driver from the Waterside, was on his way to work one winter morning. He had stopped at a red light when a car travelling behind him failed to brake in time and struck the rear of his vehicle. He was shaken but able to drive home, and at first he thought he had escaped lightly.',
      '',
      'Within a day or two, pain set in across his neck, shoulders and lower back. His GP signed him off work, and he began a course of physiotherapy. Because his earnings depended on being fit to drive and carry parcels, every week off work cost him money.',
      '',
      '**The Early Offer**',
      'Less than a month after the collision, the other driver’s insurer contacted him directly and offered £4,500 in full and final settlement. No doctor had yet assessed his injuries, and nobody knew how long his recovery would take. He came to us to ask whether he should accept.',
      '',
      'We advised him not to. Once an offer is accepted, the claim is closed for good, even if the injury turns out to be worse than expected.',
      '',
      '**How We Built the Claim**',
      '- We notified the insurer that we were acting and that liability should be admitted, which it was.',
      '- We obtained his GP and physiotherapy records and arranged an independent report from a consultant orthopaedic surgeon.',
      '- We gathered payslips and statements from his employer to prove the earnings and bonuses he had lost.',
      '- We listed his other expenses: prescriptions, travel to appointments, private physiotherapy and his insurance excess.',
      '',
      // The Green Book's title and edition: Judicial Studies Board for Northern Ireland, "Guidelines for
      // the Assessment of General Damages in Personal Injury Cases in Northern Ireland" (sixth edition,
      // 2024), in force from 8 April 2024 (Keoghs, "New edition of the Northern Ireland Green Book").
      'The consultant’s report confirmed soft tissue injuries to the neck and back, with symptoms expected to settle over roughly eighteen months. With that evidence in hand, we valued the claim by reference to the Guidelines for the Assessment of General Damages in Personal Injury Cases in Northern Ireland (sixth edition, in force from 8 April 2024), often called the Green Book, and put a detailed offer to the insurer.',
      '',
      '**The Result**',
      'After negotiation, the claim settled for £20,000 without the need to issue court proceedings. The settlement covered his pain and suffering, his lost earnings and his out-of-pocket expenses.',
      '',
      '**What You Can Claim After a Road Traffic Collision**',
      '- General damages, for the pain, suffering and loss of enjoyment of life caused by the injury.',
      '- Special damages, for financial losses such as lost earnings, treatment costs, travel and damaged property.',
      '- Future losses, where an injury is expected to affect work or daily life for some time to come.',
      '',
      'It is worth knowing that the fixed tariff for whiplash injuries introduced in England and Wales in 2021 does not apply in Northern Ireland. Claims here are still assessed on their individual medical evidence.',
      '',
      '**Practical Steps After a Collision**',
      '- Make sure everyone is safe, and call the emergency services if anyone is hurt.',
      '- Exchange names, addresses and insurance details, and report the collision to the police where the law requires it. If in doubt, report it.',
      '- Take photographs of the vehicles and the scene, and note the details of any witnesses.',
      '- See your GP or attend hospital, even if the pain seems minor at first.',
      '- Keep receipts and a simple diary of your symptoms and time off work.',
      '- Take advice before accepting any offer from an insurer.',
      '',
      '**Time Limits**',
      // Limitation (Northern Ireland) Order 1989, Art. 7: three years from the injury or, if later, the
      // "date of knowledge" (Art. 7(6)): knowing the facts, not that they amount to fault in law; the
      // service page says the same (services.ts).
      'In Northern Ireland, a personal injury claim must usually be started at court within three years of the date of the accident, or, if later, of the date on which you first knew the facts: that the injury was significant, that it was caused by what someone did or failed to do, and who they are (Limitation (Northern Ireland) Order 1989, Article 7). For a child, the three years normally run from their eighteenth birthday. Evidence is easier to gather while it is fresh, so it is best not to wait.',
      '',
      offerOfHelp(
        `If you have been injured in a collision, ${firm.name} can tell you at an early stage whether you have a claim and what it may be worth. You can ask for ${freeOffer.term}.`,
      ),
    ),
    outcome: 'In this illustrative example, the client received £20,000 for his injuries, lost earnings and expenses, without going to court.',
    date: '2025-07-02',
    dateModified: '2026-11-24',
    readTime: '4 min read',
    image: insightImage('road-traffic-settlement', 'Illustration of two cars at a junction with a traffic light, representing a rear-end collision claim'),
    tags: ['Road Traffic Accident', 'Compensation', 'Whiplash', 'Settlement', 'Insurance Claims'],
  },
  {
    id: 2,
    title: 'Buying Your First Home in Northern Ireland: Practical Tips from Our Conveyancing Team',
    category: 'Property Law',
    excerpt:
      'Buying your first home is exciting, and it can feel daunting. Our conveyancing team explains the costs to budget for, the checks we carry out and the point at which your purchase becomes binding.',
    content: lines(
      'Every year we help first-time buyers across the city and county through the purchase of their first home. Most tell us afterwards that the process was far less stressful once they understood what was happening and why. These are the points we find matter most.',
      '',
      '**Get Your Finances Ready First**',
      'Before you start viewing, speak to a lender or an independent mortgage adviser and obtain a mortgage agreement in principle. It tells you what you can realistically borrow and shows estate agents that you are a serious buyer.',
      '',
      'Remember that the deposit is not the only cost. Your budget should also allow for:',
      '- legal fees and the cost of searches and registration;',
      '- Stamp Duty Land Tax, if it applies to your purchase;',
      '- a survey, which is separate from the lender’s valuation;',
      '- removal costs, buildings insurance and your first domestic rates bill.',
      '',
      'If a full deposit is out of reach, ask about shared ownership schemes such as those offered by Co-Ownership, which many buyers in Northern Ireland have used as a first step.',
      '',
      '**Stamp Duty Land Tax**',
      'Northern Ireland uses the same Stamp Duty Land Tax as England. Since 1 April 2025, first-time buyers pay no tax on the first £300,000 of the price and 5% on the portion from £300,001 to £500,000. If the price is above £500,000, the relief is not available and the standard rates apply. Every buyer must be a first-time buyer intending to live in the property as their main home. Rates can change, so we always confirm the figure for your purchase.',
      '',
      '**Instruct a Solicitor Early**',
      'Choose your solicitor as soon as you begin looking seriously, not after your offer is accepted. We can then open your file, complete identity checks and be ready to move the moment you agree a price.',
      '',
      '**What We Check for You**',
      '- The title, whether registered with Land & Property Services or recorded in the older Registry of Deeds.',
      '- Whether the home is freehold or held under a long lease or fee farm grant, which is common in Northern Ireland, and any ground rent or covenants.',
      '- Council property certificates and searches covering planning, roads and other matters affecting the property.',
      '- Planning permission and building control approval for any extensions or alterations.',
      '- For new builds, the structural warranty and the arrangements for roads and sewers to be adopted.',
      '',
      '**Do Not Skip the Survey**',
      'Your lender’s valuation is for the lender’s benefit and is not a survey. A survey by a qualified surveyor can reveal damp, roof problems or structural issues before you are committed, and may give you grounds to renegotiate the price.',
      '',
      '**When Does the Purchase Become Binding?**',
      'In Northern Ireland, the agreement is not binding until contracts have been signed by both buyer and seller. Until then, either side can withdraw. Once contracts are binding, pulling out can be very costly, so we make sure your mortgage offer is in place and all our enquiries have been answered before you sign.',
      '',
      '**Completion Day**',
      'On completion, we send the purchase money to the seller’s solicitor and you collect your keys. Afterwards we deal with any Stamp Duty Land Tax return and register you as the new owner. Arrange buildings insurance in good time; your lender will tell you when it must be in place.',
      '',
      '**A Short Checklist**',
      '- Mortgage agreement in principle obtained.',
      '- Budget prepared for all costs, not just the deposit.',
      '- Solicitor instructed and identity documents ready.',
      '- Survey booked once your offer is accepted.',
      '- Questions raised before contracts are signed, not after.',
      '',
      'If you are preparing to buy your first home, our conveyancing team will be glad to give you a clear quotation and guide you through each step.',
    ),
    outcome:
      'Obtain a mortgage agreement in principle, budget for every cost and instruct a solicitor early. Nothing is binding until contracts are signed by both sides, so raise your questions before then.',
    date: '2025-05-14',
    readTime: '4 min read',
    image: insightImage('first-time-buyers', 'Illustration of a terraced house with a front door key, representing buying a first home'),
    tags: ['First-Time Buyers', 'Conveyancing', 'Stamp Duty', 'Mortgages'],
  },
  {
    id: 3,
    caseStudy: true,
    title: 'Pub Licence Transfer Approved for the New Owners of a Village Bar',
    category: 'Licensing',
    excerpt:
      'An illustrative example: a couple returning home to the North West buy a long-established village bar, and the pub licence is transferred to them in time for the sale, so the doors never have to close.',
    content: lines(
      illustrative,
      '',
      'Our clients, a married couple returning home after many years working in hospitality abroad, agreed to buy a long-established bar in a village a few miles outside the city. The bar had served the local community for generations, and they were determined that it should not close for a single night during the handover.',
      '',
      '**Why the Licence Mattered**',
      'In Northern Ireland, the sale of alcohol is governed by the Licensing (Northern Ireland) Order 1996. A new licence is granted by the county court, but an existing licence passes to a new holder by a transfer, and under Article 22(1) of the Order a transfer is made to a court of summary jurisdiction: the magistrates’ court. The number of pub and off-sales licences is tightly controlled, and a new one is rarely obtained without surrendering an existing licence. For that reason, an established licence is often the most valuable part of a licensed business. Buying the building without securing the licence would have left our clients with a bar they could not lawfully run.',
      '',
      '**The Challenge**',
      'The purchase and the licence transfer had to move together. Our clients did not want to complete the purchase until they knew the licence would be theirs, and the seller wanted certainty that the sale would go ahead.',
      '',
      'There was a further complication. Because our clients had lived outside the United Kingdom for several years, the police needed additional information before they could be satisfied about their background and suitability.',
      '',
      '**How We Helped**',
      '- We made the purchase contract conditional on the court approving the transfer, protecting our clients if it did not.',
      '- We checked the existing licence carefully: the category, the licensed areas shown on the plans, any conditions and the renewal position.',
      '- We prepared the transfer application and arranged the notices the law requires.',
      '- We obtained police certificates from the country where our clients had lived, together with references from their former employers, and shared them with the police at an early stage.',
      '- We confirmed the related permissions, including the entertainments licence for the bar’s traditional music nights and the food business registration with the council.',
      '',
      'Because the police had everything they needed well before the hearing, no objection was raised.',
      '',
      '**The Result**',
      'The magistrates’ court approved the transfer of the licence to our clients, and the purchase completed later the same week. The bar kept trading throughout, and the regulars barely noticed the change, apart from a fresh coat of paint.',
      '',
      '**Points for Anyone Buying a Licensed Business**',
      '- Make the purchase conditional on the licence transfer wherever possible.',
      '- Check that the licence matches how you plan to trade. A restaurant licence, for example, does not allow a bar to serve drinks on their own.',
      '- Look beyond the liquor licence. An entertainments licence, food business registration and planning may all need attention.',
      '- Check the rules on under-18s. Children’s certificates were abolished by the Licensing and Registration of Clubs (Amendment) Act (Northern Ireland) 2021. Broadly, under-18s may now be in a bar area only with an adult, at a time when meals and soft drinks are available, and not after 9pm (9.30pm if finishing a meal begun before 9). Later stays are allowed only in narrow cases, such as a private function with a meal where a parent is present.',
      '- Allow time for police enquiries, particularly if you have lived or worked abroad.',
      '- Keep your records and training up to date from the first day. The court will expect it when the licence next comes up for renewal.',
      '',
      `Licensing law in Northern Ireland is detailed and the timetable matters. ${offerOfHelp(`${firm.name} acts for buyers, sellers and operators of licensed premises across the North West, and we are always happy to discuss a proposed purchase at an early stage.`)}`,
    ),
    outcome:
      'In this illustrative example, the magistrates’ court approved the transfer of the pub licence to the clients, with no objection from the police, and the bar changed hands without closing for a single night.',
    date: '2025-03-11',
    dateModified: '2026-11-24',
    readTime: '3 min read',
    image: insightImage('liquor-licence', 'Illustration of a village bar frontage with a hanging sign, representing a pub licence transfer'),
    tags: ['Liquor Licensing', 'Licence Transfer', 'Hospitality', 'Business Purchase', 'Magistrates’ Court'],
  },
  {
    id: 4,
    title: 'Caught Speeding in Northern Ireland? Penalties, Points and Your Options',
    category: 'Criminal Defence',
    excerpt:
      'A speeding notice can cause real worry, especially if you rely on your licence for work or have only recently passed your test. We explain the usual penalties, how points add up and when to seek advice.',
    content: lines(
      'Speeding is one of the most common motoring offences, and many careful drivers receive a notice at some point. Most cases are dealt with quickly and without a court hearing, but the consequences can be serious if you already have points, drive for a living or have recently passed your test.',
      '',
      '**The Usual Penalty**',
      // £60 and 3 points: nidirect, "Fixed Penalties for motoring offences" (a conditional fixed penalty
      // for speeding on camera is £60; a police officer's endorsable one £60 to £200). The £5 offender
      // levy on road traffic penalty notices and £15 on a court fine: nidirect, "Offender levy"
      // (extended to endorsable fixed penalties in 2016: Irish Legal News, "Offender levy scheme
      // rolled out to road traffic penalties"). Both read 27 November 2026.
      'Where a camera has recorded the offence, the registered keeper will receive a notice and, once the driver has been identified, a conditional offer of a fixed penalty: £60 and 3 penalty points. A fixed penalty a police officer gives for an endorsable offence is between £60 and £200 (nidirect, “Fixed penalties for motoring offences”). Either carries an offender levy of £5 that goes to the Victims of Crime Fund. Paying the penalty within the time allowed ends the matter, but the points are still added to your licence.',
      '',
      'In some cases, usually where the speed was only modestly above the limit, the police may offer a speed awareness course instead. The course has a fee, but no points are added.',
      '',
      '**When a Case Goes to Court**',
      'If the speed was well above the limit, or if you do not accept the offer, the case goes to the magistrates’ court. The court can impose a fine plus between 3 and 6 penalty points, or a period of disqualification. Fines are set with regard to your means, and an offender levy of £15 is added to a court fine.',
      '',
      '**How Points Add Up: Totting-Up**',
      'Penalty points stay on your record for a set period. If you reach 12 or more points within 3 years, you can face a "totting-up" disqualification, normally for at least six months. This is often where drivers who have had several minor offences are caught out.',
      '',
      'A court may decide not to disqualify, or to shorten the ban, if the driver can show that disqualification would cause exceptional hardship. That means more than inconvenience. The court will want evidence, and hardship to other people, such as family members who depend on you or employees whose jobs would be at risk, often carries particular weight.',
      '',
      '**New Drivers**',
      // Revocation at 6 points: Road Traffic (New Drivers) (Northern Ireland) Order 1998, Art. 5
      // (nidirect, "New drivers", read 24 November 2026). Section 20 of the Road Traffic (Amendment)
      // Act (NI) 2016 (an approved course instead of revocation) is shown as prospective, not in
      // force, by legislation.gov.uk, and nidirect's guidance describes revocation only; no
      // commencement of it was found on 24 November 2026, so the text says so and dates it.
      'If you are within 2 years of passing your driving test, the rules are stricter. Reaching 6 points leads to the revocation of your licence. You would then have to apply for a provisional licence and pass both the theory and practical tests again. For a young driver, a single speeding offence and one other minor offence can be enough. Section 20 of the Road Traffic (Amendment) Act (Northern Ireland) 2016 provides for an approved course as an alternative to revocation, but it was not in force on 24 November 2026, so revocation remains the rule.',
      '',
      'Newly qualified drivers in Northern Ireland must also display R plates. Graduated driver licensing, under section 19 of the Road Traffic (Amendment) Act (Northern Ireland) 2016 and the regulations made under it in June 2026, applies to everyone whose provisional entitlement to drive begins on or after 1 October 2026. The changes include a longer R plate period, two years instead of one, and the end of the old 45 mph limit for R drivers. For the first six months after passing the test, a driver aged under 24 may carry no more than one passenger aged 14 to 20 between 11 pm and 6 am. Immediate family do not count, and the limit does not apply while a driver aged 21 or over who has held a full licence for at least three years sits in the front passenger seat.',
      '',
      // The regulations as made: Motor Vehicles (Specified Restrictions) (Amendment) Regulations (NI)
      // 2026, made 30 June 2026; the new restrictions (Art. 19AB of the Road Traffic (NI) Order 1981)
      // follow provisional entitlement from 1 October 2026 (Department for Infrastructure, 27 January
      // 2026, as reported by What Car? and the RAC that day). The old ones, the one-year R plate and
      // the 45 mph limit of Art. 19A, therefore stay with a driver whose entitlement began earlier.
      'What counts is when your provisional entitlement began, not when you pass. If it began before 1 October 2026, the new rules do not apply to you, even if you pass your test after that date: you stay under the old ones, including the 45 mph limit, until your R plate period ends. If it began on or after that date, they do (Road Traffic (Amendment) Act (Northern Ireland) 2016, section 19).',
      '',
      '**Do Not Ignore the Paperwork**',
      '- Respond to any notice within the time stated.',
      '- If you are the registered keeper, you must identify the driver. Failing to do so is a separate offence with heavier penalties than most speeding offences.',
      '- Keep copies of everything you send and receive.',
      '- Check your current points before accepting an offer, so you know where you stand.',
      '',
      '**An Illustrative Example**',
      'This example is invented to show how such a case is handled; it is not a real client’s story. Our client, a self-employed joiner from the Waterside, already had 9 points when he was caught at 41 mph in a 30 mph zone. A further 3 points would bring him to 12, so the matter could not be dealt with by a fixed penalty and went to court. His two apprentices relied on him to drive them and their tools to sites across the county. We gathered evidence from his customers, his accountant and the apprentices themselves, and presented an exceptional hardship argument at court. The court accepted it and did not disqualify him, although the points were still added to his licence.',
      '',
      '**How We Can Help**',
      offerOfHelp(
        'We can check whether a notice has been served correctly, advise whether to accept a fixed penalty, represent you in court and, where your licence is at risk, prepare the evidence for an exceptional hardship argument. Early advice gives you the most options.',
      ),
    ),
    outcome:
      'A camera’s conditional offer is £60 and 3 points (nidirect), but drivers nearing 12 points, or new drivers nearing 6, should take advice before accepting. In the illustrative example, an exceptional hardship argument kept him on the road.',
    date: '2025-01-22',
    dateModified: '2026-11-24',
    readTime: '4 min read',
    image: insightImage('speeding-penalties', 'Illustration of a speed limit sign beside a speedometer, representing speeding penalties'),
    tags: ['Speeding', 'Penalty Points', 'Motoring Offences', 'Totting-Up', 'New Drivers', 'Driving Licence'],
  },
  {
    id: 5,
    caseStudy: true,
    title: 'Restaurant Licence Granted for a Family-Run Bistro in the City Centre',
    category: 'Licensing',
    excerpt:
      'An illustrative example: a family opening their first bistro want to offer a glass of wine with dinner, and a neighbour’s concerns are resolved before the hearing. Here is what every restaurateur should know.',
    content: lines(
      illustrative,
      '',
      'Our clients, a husband and wife with many years’ experience in professional kitchens, had saved for a long time to open a bistro of their own in the city centre. Their menu was built around local produce, and they wanted customers to be able to enjoy a glass of wine or a local craft beer with their meal.',
      '',
      '**The Legal Framework**',
      'In Northern Ireland, alcohol may only be sold under a licence granted by the county court under the Licensing (Northern Ireland) Order 1996. Restaurants have their own category of licence. It allows alcohol to be sold to people taking a table meal on the premises, rather than to customers who simply want a drink.',
      '',
      '**What the Court Needs to See**',
      '- That the premises are genuinely run as a restaurant, where serving meals is the main business.',
      '- That the premises are suitable, supported by plans and the relevant fire safety and building control documentation.',
      '- That the applicant is a fit person to hold a licence.',
      '- That the required notices have been properly given and advertised.',
      '',
      '**How We Helped**',
      'We first met our clients at the premises while the fit-out was still under way. Reviewing the plans at that stage meant that the layout of the dining room and the drinks servery could be settled before the drawings were lodged, avoiding costly changes later.',
      '',
      'We prepared the application, arranged the public notices and served notice on the police, the council and the other bodies entitled to receive it. We also gathered the evidence the court would expect: the menu, the staffing plan, the opening hours and details of staff training on responsible service.',
      '',
      'One neighbouring resident raised concerns about late-night noise. We arranged a meeting, explained that the licence would be tied to table meals and to the permitted hours, and our clients offered written commitments on their closing routine and on the timing of bottle collections. The resident was reassured and the objection was withdrawn before the hearing.',
      '',
      '**The Result**',
      'The county court granted the restaurant licence. The bistro opened on schedule and has since built a loyal following among local diners and visitors to the city.',
      '',
      '**Practical Points for Restaurateurs**',
      '- Start early. Notices, inspections and the court timetable all take time, and opening without a licence is not an option.',
      '- Remember that a restaurant licence is not a pub licence. Alcohol must be sold with a table meal, and staff need to understand what that means in practice.',
      '- Live music or other entertainment usually needs a separate entertainments licence from the district council.',
      '- Train your team to refuse sales to anyone under 18 or anyone who is drunk, and keep a record of that training.',
      '- Talk to your neighbours. Many objections come from understandable worries that can be settled by agreement.',
      // Licensing and Registration of Clubs (Amendment) Act (NI) 2021, s. 17 ("Restaurants and guest
      // houses: notice displaying licence conditions"; explanatory notes, legislation.gov.uk, read
      // 27 November 2026): the licence holder must display a notice of the licence's conditions.
      '- Display the notice of your licence conditions where customers can see it, as the Licensing and Registration of Clubs (Amendment) Act (Northern Ireland) 2021 requires of restaurants.',
      '- Diary the renewal of your licence and keep the premises as described in your application.',
      '',
      offerOfHelp(
        `Whether you are opening your first restaurant or adding a licence to an established business, ${firm.name} can guide you through the process from the first plans to the hearing.`,
      ),
    ),
    outcome:
      'In this illustrative example, the court granted a restaurant licence in time for opening, allowing the bistro to serve alcohol with table meals. A neighbour’s objection was resolved by agreement before the hearing.',
    date: '2024-10-20',
    dateModified: '2026-11-24',
    readTime: '3 min read',
    image: insightImage('restaurant-licence', 'Illustration of a set restaurant table with a plate and a wine glass, representing a restaurant licence'),
    tags: ['Restaurant Licence', 'Liquor Licensing', 'Hospitality'],
  },
]

export const categoryIcons: Record<Exclude<BlogCategory, 'All Cases'>, IconName> = {
  'Personal Injury': 'heart-pulse',
  'Property Law': 'house',
  'Criminal Defence': 'gavel',
  'Family Law': 'users',
  'Corporate Law': 'briefcase',
  'Wills & Probate': 'scroll-text',
  Licensing: 'wine',
}

export const blogPage = {
  eyebrow: 'Articles and case studies',
  heading: 'Legal Insights',
  intro:
    'Practical guidance, illustrative case studies and updates on the law in Northern Ireland from our solicitors. The case studies are invented examples of how such matters are handled, not real clients’ stories.',
}

export const insightList = {
  searchLabel: 'Search insights',
  searchPlaceholder: 'Search insights, tips, and case studies...',
  categoryLabel: 'Category',
  count: (shown: number) => (shown === 1 ? 'Showing 1 insight' : `Showing ${shown} insights`),
  none: { heading: 'No insights found', text: 'Try adjusting your search or filter criteria' },
  readFull: 'Read Full Insight',
  readFullLabel: (title: string) => `Read Full Insight: ${title}`,
}
