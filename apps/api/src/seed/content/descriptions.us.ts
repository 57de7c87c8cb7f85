import type { DescriptionKit } from './types.ts';

/** Paragraphs the generator adds after an item's own text; `{inCity}` becomes 'in Boston'. */
export const US_DESCRIPTIONS: DescriptionKit = {
  newConditions: ['New', 'New with tags', 'New without tags'],
  product: {
    new: [
      'Brand new and never used, with the original packaging, tags or accessories.',
      'New and unused - exactly what you would get in a store, for less.',
      'Never used or worn. I simply ended up with one too many.',
    ],
    used: [
      'Gently used and well cared for. Everything works as it should; any small signs of wear are visible in the photos.',
      'Used, in very good condition. Comes from a smoke-free and pet-free home.',
      'Lightly used and cleaned before listing. Happy to show it working before you buy.',
      'In good working order with normal signs of use. The price reflects the condition.',
    ],
    courier: [
      'I ship within two business days, packed carefully with plenty of padding. Tracking number included.',
      'Shipping by courier anywhere in the US. You will get a tracking link as soon as it is on its way.',
      'Ships in a double box with bubble wrap. Local pickup {inCity} is possible too.',
    ],
    pickup: [
      'Local pickup only {inCity}. Message me to arrange a time that works for you.',
      'Pickup {inCity}, evenings and weekends. Please bring help for loading if needed.',
      'Available for pickup {inCity}. Cash or card payment through the marketplace.',
    ],
    free: [
      'Free to a good home - first come, first served. Pickup {inCity} only.',
      'Giving it away for free rather than throwing it out. Please pick it up {inCity} within a week.',
    ],
    company: [
      'Bought from a business: every order comes with a receipt and our 30-day return policy.',
      'Sold by our store with a full receipt. Questions? Our team answers messages within a few hours on business days.',
    ],
    closing: [
      'Feel free to send me a message with any questions.',
      'Serious buyers only, please. No trades.',
      'Price is firm, but I will throw in something extra if you buy today.',
      'Check out my other listings - I am decluttering and happy to bundle.',
    ],
  },
  service: {
    details: [
      'I work {inCity} and the surrounding area. Free estimates, fair prices and no hidden fees.',
      'Fully insured, with references available on request. Most jobs can be scheduled within a week.',
      'Evening and weekend appointments are available. I bring all the tools and materials needed.',
      'The price depends on the scope of the job; after a short conversation you will get a clear quote in writing.',
    ],
    closing: [
      'Send me a message describing what you need, and I will get back to you the same day.',
      'Book now - satisfaction guaranteed or I will come back to make it right.',
      'Discounts for seniors, veterans and repeat customers.',
    ],
  },
  job: {
    offer: [
      'What we offer: health, dental and vision insurance, a 401(k) with a company match, paid time off and a supportive team.',
      'Benefits include medical coverage from day one, paid holidays, training and a clear path to promotion.',
      'You will get a competitive wage, a predictable schedule, paid training and employee discounts.',
      'We offer flexible hours, a friendly workplace {inCity} and bonuses based on performance.',
    ],
    apply: [
      'To apply, send us a message with a short note about your experience. We reply to every candidate.',
      'Interested? Apply through the marketplace messages and attach your resume. Interviews start next week.',
      'Please reach out with your availability and a few words about yourself. Equal opportunity employer.',
    ],
  },
  realEstate: {
    details: [
      'Close to schools, shopping and public transit {inCity}. Low utility costs and a quiet, friendly neighborhood.',
      'Recently updated with fresh paint and new fixtures. All appliances are included.',
      'Plenty of natural light throughout, with storage space and easy street parking nearby.',
      'Great location {inCity} with parks, restaurants and grocery stores within walking distance.',
    ],
    closing: [
      'Showings are available by appointment, including evenings and weekends. Send a message to schedule a visit.',
      'Contact us for the floor plan, HOA documents and a virtual tour.',
      'Pre-approved buyers and applicants with verifiable income are preferred.',
    ],
  },
};
