import { FixedArticle, references, SEED_AUTHOR } from '../fixed-article';

export const valenciaDogParks: FixedArticle = {
  slug: 'valencia-dog-parks',
  title: "A Dog Owner's Guide to Parks and Paseos in Valencia",
  excerpt:
    'Valencia was planned around walking. Here is how to make the most of its paseos, trails and off-leash areas with your dog, and the etiquette that keeps them open to all of us.',
  author: SEED_AUTHOR,
  publishedDate: '2026-10-10',
  readTime: '4 min read',
  categories: ['Community'],
  location: 'Valencia, CA',
  sourceUrl: 'https://santaclarita.gov/',
  content: `
<p>Few communities in Southern California are as easy to walk with a dog as Valencia. The paseo network lets you cross whole neighbourhoods on paths that pass under the main roads, and the Santa Clara River Trail and its branches link many of them to open space. Add the city's parks and you have enough variety to keep an energetic dog interested all year.</p>
<h2>Paseos: the everyday walk</h2>
<p>The paseos are shared paths, so they are leash-only. Keep your dog on a short lead near the underpasses, where cyclists and runners appear suddenly, and step to the side to let others pass. Early mornings are the best time from May to October; by mid-afternoon the concrete can be hot enough to burn paws. A simple test: if you cannot hold the back of your hand on the pavement for seven seconds, it is too hot for your dog.</p>
<h2>Off-leash areas</h2>
<p>The City of Santa Clarita runs fenced off-leash dog areas in several of its parks, usually with separate sections for large and small dogs. Hours, closures for turf rest and any new locations are listed on the city's parks pages, so check before you drive over. Before going in, make sure your dog is vaccinated and licensed, comes back when called, and is comfortable around other dogs. Take off the leash inside the double gate, not in the crowded entry, and leave if your dog is overwhelmed or starts bullying others.</p>
<h2>Pack the right kit</h2>
<ul>
<li>Water for both of you; summer afternoons in the valley are dry and hot.</li>
<li>Plenty of waste bags, more than you think you need.</li>
<li>A towel for muddy paws after winter rain.</li>
<li>High-value treats for recall practice.</li>
</ul>
<h2>Etiquette that keeps the parks open</h2>
<p>Park complaints almost always come down to the same thing: waste left behind. Pick up every time, including on the grass verges beside the paseo, and carry the bag to a bin rather than leaving it "for later". Rain carries anything left on the ground into the storm drains and, from there, into the river. Supervise play, keep puppies that have not finished their vaccinations at home, and respect posted closures when the turf is being reseeded.</p>
<h2>Back at home</h2>
<p>A good park visit tires a dog out, and a tired dog is a calmer dog at home. If your own yard has become a place nobody wants to walk across, a weekly scooping visit means the only cleanup you think about is the bag in your pocket on the paseo.</p>
${references([
  ['City of Santa Clarita: parks, trails and paseos', 'https://santaclarita.gov/'],
  ['Los Angeles County Department of Animal Care and Control: licensing and vaccinations', 'https://animalcare.lacounty.gov/'],
  ['American Kennel Club: Dog park etiquette', 'https://www.akc.org/expert-advice/training/dog-park-etiquette/'],
])}`.trim(),
};
