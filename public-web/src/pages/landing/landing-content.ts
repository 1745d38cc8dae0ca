/** The two landing pages' copy (spec 000 §2): neighborhoods, three benefits, two testimonials each. */
export interface Benefit {
  title: string;
  text: string;
}

export interface Testimonial {
  quote: string;
  name: string;
  place: string;
}

export interface LandingContent {
  town: string;
  title: string;
  description: string;
  lead: string;
  neighborhoodsTitle: string;
  neighborhoods: readonly string[];
  benefits: readonly [Benefit, Benefit, Benefit];
  testimonials: readonly [Testimonial, Testimonial];
}

export const SANTA_CLARITA: LandingContent = {
  town: 'Santa Clarita',
  title: 'Dog Poop Pickup in Santa Clarita',
  description:
    'Weekly dog poop pickup and trash-bin roll-out in Santa Clarita: Newhall, Saugus, Canyon Country, Valencia and more. No contracts, photos after every visit.',
  lead: 'Local pooper scoopers for Newhall, Saugus, Canyon Country, Valencia and the rest of Santa Clarita. We come on the same day every week, clean the whole yard and send you a photo when we are done.',
  neighborhoodsTitle: 'Santa Clarita neighborhoods we serve',
  neighborhoods: ['Newhall', 'Saugus', 'Canyon Country', 'Valencia', 'Stevenson Ranch', 'Castaic', 'Friendly Valley', 'Placerita Canyon'],
  benefits: [
    {
      title: 'Your day, every week',
      text: 'A consistent service day with an automated alert before we arrive, so you never wonder whether we came.',
    },
    {
      title: 'Built for Santa Clarita summers',
      text: 'Waste bakes fast in valley heat. Regular pickups keep the smell, the flies and the bacteria out of your yard.',
    },
    {
      title: 'Bins to the curb, too',
      text: 'Add trash-bin roll-out and we take your bins out on trash day and bring them back in. No dog needed.',
    },
  ],
  testimonials: [
    {
      quote: 'With two labs and a toddler, the backyard was a minefield. Now it is clean every Tuesday and I get a photo to prove it.',
      name: 'Melissa R.',
      place: 'Saugus',
    },
    {
      quote: 'They latch the gate every single time and the yard actually smells better since we added deodorizing.',
      name: 'Dan K.',
      place: 'Canyon Country',
    },
  ],
};

export const VALENCIA: LandingContent = {
  town: 'Valencia',
  title: 'Pet Waste Removal in Valencia',
  description:
    'Dependable dog waste removal and trash-bin roll-out for Valencia homes, from Bridgeport to Tesoro del Valle. Time-stamped photos, no contracts, cancel anytime.',
  lead: 'Dependable scooping for Valencia homes, from Bridgeport to Tesoro del Valle. We walk every corner of your yard, bag every pile and leave you a time-stamped photo after each visit.',
  neighborhoodsTitle: 'Valencia neighborhoods we serve',
  neighborhoods: ['Bridgeport', 'Northbridge', 'Valencia Summit', 'West Creek', 'Tesoro del Valle', 'Old Orchard', 'Valencia Glen', 'Westridge'],
  benefits: [
    {
      title: 'HOA-ready yards',
      text: 'A clean, odor-free yard year-round, so side yards and dog runs never become a neighbor complaint.',
    },
    {
      title: 'Safe for paws and paseos',
      text: 'Tools are disinfected between every yard, so nothing travels from one home to the next.',
    },
    {
      title: 'No need to be home',
      text: 'Leave your gate code in the quote form, or add our Key/Lock Service. We text you 30 minutes before we arrive.',
    },
  ],
  testimonials: [
    {
      quote: 'I travel for work and used to come home to a mess. Now I just check the photo they send and know the yard is handled.',
      name: 'Priya S.',
      place: 'Valencia Summit',
    },
    {
      quote: 'Signing up took two minutes online and the price was exactly what the quote said. Our German shepherd approves.',
      name: 'Tom & Alicia W.',
      place: 'Bridgeport',
    },
  ],
};
