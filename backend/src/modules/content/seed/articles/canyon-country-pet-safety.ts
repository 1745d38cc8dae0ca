import { FixedArticle, references, SEED_AUTHOR } from '../fixed-article';

export const canyonCountryPetSafety: FixedArticle = {
  slug: 'canyon-country-pet-safety',
  title: 'Keeping Your Dog Safe in Canyon Country',
  excerpt:
    'Canyon Country backs onto real wild land. Coyotes, rattlesnakes, foxtails, heat and fire season all deserve a plan. Here is a practical checklist for local dog owners.',
  author: SEED_AUTHOR,
  publishedDate: '2026-09-28',
  readTime: '4 min read',
  categories: ['Safety'],
  location: 'Canyon Country, CA',
  sourceUrl: 'https://wildlife.ca.gov/Keep-Me-Wild/Coyote',
  content: `
<p>Living in Canyon Country means hills, trails and open space within a few minutes of home. It also means sharing that space with wildlife and with a climate that can be hard on dogs. None of it is a reason to stay indoors; it is a reason to be prepared.</p>
<h2>Coyotes</h2>
<p>Coyotes live throughout the east side of the valley and are most active at dawn and dusk. Small dogs and cats left in the yard at night are at real risk. Walk dogs on a short leash at those hours, bring pets and their food in at night, and keep the yard free of anything that attracts rodents, including fallen fruit and, yes, dog waste. If a coyote approaches, make yourself big and loud rather than running.</p>
<h2>Rattlesnakes</h2>
<p>Rattlesnakes are out from spring through autumn, sunning on trails and sheltering under bushes, woodpiles and decks. Keep dogs on the trail, clear brush and clutter near the house, and learn the sound. If your dog is bitten, keep it calm and drive straight to an emergency veterinarian; do not cut the wound or apply ice. Ask your vet whether rattlesnake-avoidance training suits your dog.</p>
<h2>Foxtails</h2>
<p>From late spring the wild grasses dry into foxtails, barbed seed heads that work their way into ears, noses, paws and even skin. Check your dog after every walk, keep their feet trimmed and mow dry grass in the yard. Head shaking, sudden sneezing or licking a paw obsessively are signs to see the vet.</p>
<h2>Heat</h2>
<p>Summer days regularly top 100°F. Walk early, carry water, and remember that asphalt and artificial turf get far hotter than the air. Never leave a dog in a parked car, even for a few minutes. Short-nosed breeds, seniors and overweight dogs overheat fastest.</p>
<h2>Fire season</h2>
<p>Canyon Country has been evacuated more than once. Keep a go-bag for each pet with food, water, medication, records and a leash, make sure microchip details are current, and practise getting your dog into the car quickly. Sign up for local emergency alerts so you leave early rather than late.</p>
<h2>A clean yard is a safer yard</h2>
<p>Waste attracts flies and rodents, and rodents attract snakes and coyotes. Regular scooping removes one of the reasons wildlife visits your yard at all, and it makes it easier to spot anything unusual, such as a change in your dog's stool that deserves a call to the vet.</p>
${references([
  ['California Department of Fish and Wildlife: Keep Me Wild, coyotes', 'https://wildlife.ca.gov/Keep-Me-Wild/Coyote'],
  ['ASPCA: Hot weather safety tips', 'https://www.aspca.org/pet-care/general-pet-care/hot-weather-safety-tips'],
  ['Ready.gov: Prepare your pets for disasters', 'https://www.ready.gov/pets'],
])}`.trim(),
};
