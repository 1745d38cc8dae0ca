import { FixedArticle, references, SEED_AUTHOR } from '../fixed-article';

export const seasonalPetWasteManagement: FixedArticle = {
  slug: 'seasonal-pet-waste-management',
  title: 'Seasonal Pet Waste Management in the Santa Clarita Valley',
  excerpt:
    'Summer heat, Santa Ana winds, winter storms and spring growth each change how dog waste affects your yard. A season-by-season plan for keeping things clean all year.',
  author: SEED_AUTHOR,
  publishedDate: '2026-09-15',
  readTime: '7 min read',
  categories: ['Seasonal Care'],
  location: 'Santa Clarita Valley, CA',
  sourceUrl: 'https://www.epa.gov/nps',
  content: `
<p>Our valley does not have four dramatic seasons, but it does have distinct ones, and each changes how quickly a yard gets out of hand. A routine that works in April can fall apart in August. Here is what to expect and how to stay ahead through the year.</p>
<h2>Winter: the rainy season (December to March)</h2>
<p>Most of our rain falls in a handful of winter storms. That is when waste left on lawns, patios and dog runs is washed into gutters and storm drains, which in Los Angeles County are not treated before reaching rivers and the ocean. Before a forecast storm, do a complete pickup. Afterwards, check low spots and drains where debris collects. Muddy yards also hide waste, so walk the whole area rather than scanning from the patio, and lay down mulch or pavers where dogs wear paths.</p>
<h2>Spring: growth and parasites (March to May)</h2>
<p>Warmer, damp soil is ideal for parasite eggs and larvae, and fast-growing grass hides piles. Spring is a good time for a one-time deep cleanup, a lawn repair where urine and waste have burned patches, and a visit to the vet to confirm your dog's parasite prevention is up to date. It is also foxtail season: mow dry grass and check paws after walks.</p>
<h2>Summer: heat and flies (June to September)</h2>
<p>With temperatures often above 100°F, waste dries and smells within hours and attracts flies that breed in it. Scooping more often, twice a week for multi-dog homes, makes a visible difference. Artificial turf and concrete runs need regular rinsing and a pet-safe deodorizer, since heat bakes residue into the surface. Schedule yard time and cleanups for early mornings to protect both you and your dog from the heat.</p>
<h2>Autumn: wind and fire season (September to November)</h2>
<p>Santa Ana winds dry everything out and spread dust, and dried waste breaks up and blows around. Keep the yard clear, bag waste securely and keep lids on bins so wind and wildlife do not scatter them. Fallen leaves hide piles, so rake before you scoop. This is also the time to refresh your pets' emergency go-bag in case of evacuation.</p>
<h2>All year: the habits that matter</h2>
<ul>
<li>Scoop at least weekly; with three or more dogs or a small yard, twice a week.</li>
<li>Double-bag waste and keep it in a lidded trash bin, away from the house in summer.</li>
<li>Wash hands and disinfect tools after every cleanup.</li>
<li>Watch your dog's stool for changes in colour or consistency; it is one of the earliest signs of illness.</li>
<li>Keep dogs' vaccinations and parasite prevention current.</li>
</ul>
<h2>When to call in help</h2>
<p>Travel, a new puppy, an injury, a heat wave or simply a busy season can let things slide. A one-time cleanup resets the yard, and a weekly or twice-weekly plan keeps it that way with no effort on your part, whatever the weather is doing.</p>
${references([
  ['U.S. EPA: Nonpoint Source Pollution', 'https://www.epa.gov/nps'],
  ['Los Angeles County Public Works: stormwater and clean water', 'https://dpw.lacounty.gov/'],
  ['Ready.gov: Prepare your pets for disasters', 'https://www.ready.gov/pets'],
])}`.trim(),
};
