import { FixedArticle, references, SEED_AUTHOR } from '../fixed-article';

export const petWasteGardenHealth: FixedArticle = {
  slug: 'pet-waste-garden-health',
  title: 'Pet Waste and Your Garden: What Santa Clarita Gardeners Should Know',
  excerpt:
    "Dog waste is not fertilizer. Here is why it burns lawns, why it doesn't belong in the vegetable bed or the home compost pile, and how to keep a garden healthy with dogs in it.",
  author: SEED_AUTHOR,
  publishedDate: '2026-10-05',
  readTime: '6 min read',
  categories: ['Landscaping'],
  location: 'Santa Clarita Valley, CA',
  sourceUrl: 'https://ipm.ucanr.edu/',
  content: `
<p>It is a common belief that dog waste "feeds the lawn" the way cow manure feeds a field. It does not. Cattle eat grass; dogs eat a high-protein diet, and what comes out is acidic, rich in nitrogen and full of organisms that a vegetable garden does not need. Left on the ground, it does more harm than good.</p>
<h2>Why the lawn turns yellow</h2>
<p>Those brown and yellow patches with a ring of dark green around them are nitrogen burn. A single pile concentrates far more nitrogen than grass can use in one spot, so the centre dies while the edges grow fast. In our alkaline valley soils and dry heat, the damage shows within a week in summer. Picking up quickly, and watering deeply where a dog regularly urinates, prevents most of it.</p>
<h2>Keep it out of the edible garden</h2>
<p>Roundworm and hookworm eggs, giardia and bacteria such as E. coli survive in soil for months, and roundworm eggs can persist for years. Vegetables that grow close to the ground, like lettuce, strawberries and carrots, are the most exposed. Fence raised beds off from the dogs, wash produce well, and wear gloves when working soil in areas the dogs use.</p>
<h2>What about composting?</h2>
<p>An ordinary backyard compost pile does not get hot enough, for long enough, to kill parasite eggs reliably. University extension services advise against putting pet waste in compost that will be used on food crops. If you want to compost it, it needs a dedicated, hot system and the finished product should only go on ornamental plants. For most households, bagging it into the trash bin is the safest option.</p>
<h2>Protecting water as well as soil</h2>
<p>Sprinklers and winter rain move waste off lawns and patios and into gutters. In the Santa Clarita Valley the storm drains are not treated; they carry whatever they collect toward the Santa Clara River. Bacteria and nutrients from pet waste are a recognised source of water pollution, so a clean yard helps the river as much as the roses.</p>
<h2>A dog-friendly garden plan</h2>
<ul>
<li>Give dogs a designated potty area of mulch or gravel away from beds and play areas, and train them to use it.</li>
<li>Use sturdy, drought-tolerant plants along fence lines where dogs patrol.</li>
<li>Avoid cocoa mulch and plants that are toxic to pets, such as sago palm and oleander, both common in local landscaping.</li>
<li>Scoop at least weekly, more often with several dogs or a small yard.</li>
<li>Rinse and deodorize artificial turf so bacteria do not build up in the infill.</li>
</ul>
<p>With waste picked up regularly, lawns recover surprisingly fast: most burn spots fill back in within a season, and the garden becomes a place the whole family uses again.</p>
${references([
  ['University of California Statewide IPM Program: home, garden and landscape', 'https://ipm.ucanr.edu/'],
  ['CDC: Toxocariasis (roundworm) facts', 'https://www.cdc.gov/toxocariasis/'],
  ['ASPCA: Toxic and non-toxic plants', 'https://www.aspca.org/pet-care/animal-poison-control/toxic-and-non-toxic-plants'],
])}`.trim(),
};
