import { FixedArticle, references, SEED_AUTHOR } from '../fixed-article';

export const newhallHistoricDistrict: FixedArticle = {
  slug: 'newhall-historic-district',
  title: 'Proud Paws: Walking Your Dog Through Historic Newhall',
  excerpt:
    "Old Town Newhall is one of the valley's most dog-friendly places to stroll. Here is how to enjoy Main Street, Hart Park and the neighbourhood with your dog, and help keep it beautiful.",
  author: SEED_AUTHOR,
  publishedDate: '2026-09-20',
  readTime: '5 min read',
  categories: ['Community Pride'],
  location: 'Newhall, CA',
  sourceUrl: 'https://hartmuseum.org/',
  content: `
<p>Newhall is where the Santa Clarita Valley's story starts. The railroad town that grew up here in the 1870s became the home of silent-film cowboy William S. Hart and, more recently, a revitalised Old Town with restaurants, theatres and a walkable Main Street. It is also one of the nicest places in the valley to spend a morning with a dog.</p>
<h2>Main Street on four legs</h2>
<p>Many cafés along Main Street have outdoor seating where well-behaved dogs are welcome; ask before you sit down, keep your dog tucked under the table and out of the walkway, and bring a bowl for water. Weekend events and the farmers' market can get crowded, so choose a quieter hour if your dog is nervous around people, strollers and music.</p>
<h2>William S. Hart Park</h2>
<p>Hart Park, at the south end of the district, combines a historic ranch, the hilltop Hart mansion and picnic lawns under old oaks. Leashed dogs can enjoy the grounds, but check the park's current rules before you visit: buildings and some areas are off-limits to pets, and the resident farm animals should be admired from a distance. The trail up to the mansion is steep and shadeless, so save it for a cool morning.</p>
<h2>Respecting a historic neighbourhood</h2>
<p>Part of what makes Newhall special is its older homes, small front gardens and tree-lined residential streets. A few simple habits keep residents glad to see dogs:</p>
<ul>
<li>Pick up every time, including on parkways and front lawns, and take the bag with you rather than leaving it in a homeowner's bin.</li>
<li>Steer your dog away from front-yard roses and freshly planted beds.</li>
<li>Keep barking down early in the morning and late in the evening.</li>
<li>Keep to a six-foot leash; the sidewalks are narrow in places.</li>
</ul>
<h2>Community pride starts at home</h2>
<p>The same pride that has restored Newhall's storefronts shows up in its backyards. Clean yards mean fewer flies, less odour drifting over fences and no waste washing into the gutters when the winter rains arrive. If you live in one of Newhall's older homes with a small yard, regular scooping matters even more, because there is less ground to absorb the impact.</p>
<h2>Plan your visit</h2>
<p>Park once and walk: the district is compact, and the Metrolink station makes it easy to arrive without a car. Bring water in summer, check event calendars before you go, and finish with a stroll past the Walk of Western Stars to see the names set into the sidewalk.</p>
${references([
  ['William S. Hart Museum and Park', 'https://hartmuseum.org/'],
  ['Santa Clarita Valley Historical Society', 'https://scvhs.org/'],
  ['City of Santa Clarita', 'https://santaclarita.gov/'],
])}`.trim(),
};
