import { firm } from './firm.ts'
import type { Review } from './types.ts'

/**
 * Client reviews, hard-coded and fictitious. Only the first three are shown on the home page,
 * so they are the strongest.
 */
export const reviews: Review[] = [
  {
    author_name: 'Siobhan M.',
    rating: 5,
    text: 'After my fall at work I had no idea where to start. Ciarán explained everything in plain English, arranged the medical report and dealt with the insurers so I could concentrate on getting better. I was kept up to date the whole way through and never once felt like just a file number. I would recommend Clarendon Solicitors to anyone.',
    relative_time_description: '3 weeks ago',
  },
  {
    author_name: 'Martin D.',
    rating: 5,
    text: 'We bought our first home last spring and the conveyancing team made it so much less stressful than we expected. Every question was answered the same day, the problem with an old right of way was sorted quietly in the background, and we got the keys on the day we had planned. Friendly, professional and very clear about costs from the start.',
    relative_time_description: '2 months ago',
  },
  {
    author_name: 'Kathleen O.',
    rating: 5,
    text: 'When my mother’s health declined, Orla helped us register her Enduring Power of Attorney and later looked after the estate with real kindness. She visited Mum at home, took time with all of us and never rushed a conversation. It was a difficult year for our family, and the firm made the legal side the one thing we did not have to worry about.',
    relative_time_description: '4 months ago',
  },
  {
    author_name: 'Gerard B.',
    rating: 5,
    text: 'We needed a licence transferred when we took over a bar on the edge of the city, with an opening date already fixed. The team knew exactly what the court would need, kept us right on the notices and had everything ready in good time. Calm, organised and very experienced.',
    relative_time_description: '6 months ago',
  },
  {
    author_name: 'Aoife K.',
    rating: 4,
    text: 'Going through a separation is hard, but Niamh and Eamon were patient and honest with me about what to expect, including on the arrangements for the children. Things took a little longer than I had hoped because of delays on the other side, but I always knew where I stood and felt well looked after.',
    relative_time_description: '8 months ago',
  },
  {
    author_name: 'Stephen H.',
    rating: 5,
    text: 'I called on a Friday afternoon after being asked to attend a police interview and a solicitor was with me the following Monday. The advice beforehand was clear and calm, and he was with me throughout. Having someone in my corner who knew the process made a huge difference. Thank you.',
    relative_time_description: 'a year ago',
  },
]

/** The hard-coded summary shown with the reviews (4.9 out of 5, 131 reviews), from the firm profile. */
export const reviewSummary = { rating: firm.rating.value, count: firm.rating.count }
