import { FixedArticle, references, SEED_AUTHOR } from '../fixed-article';

export const santaClaritaPetWasteRemovalBenefits: FixedArticle = {
  slug: 'santa-clarita-pet-waste-removal-benefits',
  title: 'Why Santa Clarita Pet Owners Are Switching to Professional Waste Removal',
  excerpt:
    'Busy schedules, hot summers and small backyards make dog waste a bigger job than it looks. Here is what a weekly scooping service actually changes for your family, your dog and your yard.',
  author: SEED_AUTHOR,
  publishedDate: '2026-10-15',
  readTime: '5 min read',
  categories: ['Pet Health'],
  location: 'Santa Clarita, CA',
  sourceUrl: 'https://www.cdc.gov/healthy-pets/',
  content: `
<p>Ask any dog owner in the Santa Clarita Valley what their least favourite chore is and the answer comes quickly. Picking up after a dog is not hard, but it never ends: one medium-sized dog leaves roughly two to three hundred pounds of waste in a yard every year. Miss a week and the job doubles. Miss a month and the lawn starts to pay for it.</p>
<h2>It is a health job, not just a tidy-up</h2>
<p>Dog waste carries roundworm, hookworm, giardia and bacteria such as E. coli and salmonella. Roundworm eggs in particular can stay alive in soil for years, and children who play on the grass are the ones most likely to pick them up. Regular removal, before rain and sprinklers wash waste into the soil, is the simplest way to break that cycle. Your veterinarian will tell you the same thing: a clean yard means fewer reinfections for your own dog, especially puppies and seniors.</p>
<h2>Our climate makes it worse</h2>
<p>Santa Clarita summers regularly pass 100°F. Heat bakes waste onto turf and concrete, concentrates the smell and draws flies within hours. In the cooler months our short rainy season does the opposite: storms carry whatever is left on the ground into gutters and storm drains, which in our valley flow untreated toward the Santa Clara River. Picking up weekly keeps both problems small.</p>
<h2>What a professional visit actually includes</h2>
<ul>
<li>A walk of the whole yard in a grid pattern, including side yards, gravel and planters where waste hides.</li>
<li>Waste bagged and placed in your bin, or taken away entirely if you choose off-site disposal.</li>
<li>Tools disinfected between yards so nothing travels from one property to the next.</li>
<li>An optional pet-safe deodorizing spray for patios, runs and artificial turf.</li>
<li>A note or text when the gate is closed and the yard is done.</li>
</ul>
<h2>Time back for the things you got a dog for</h2>
<p>Most of our customers are not people who cannot scoop; they are people who would rather spend Saturday morning at the park than in the side yard with a rake. Families with several dogs, people who work long commutes down the 14 or the 5, older owners for whom bending is painful, and landlords preparing a rental all tell us the same thing: the yard is usable again, and nobody argues about whose turn it is.</p>
<h2>How to choose a service</h2>
<p>Look for a local company that is insured, gives a clear price up front based on the number of dogs and yard size, disinfects its tools, and closes your gate every time. Weekly service suits most homes; two visits a week is worth it for three or more dogs or small yards, and a one-time cleanup is a good reset before a party or after a busy season.</p>
${references([
  ['Centers for Disease Control and Prevention: Healthy Pets, Healthy People', 'https://www.cdc.gov/healthy-pets/'],
  ['CDC: Toxocariasis (roundworm) facts', 'https://www.cdc.gov/toxocariasis/'],
  ['U.S. EPA: Nonpoint Source Pollution', 'https://www.epa.gov/nps'],
])}`.trim(),
};
