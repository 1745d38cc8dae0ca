import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BuildManifest, preloadTags, ROUTE_MODULES, RouteChunks, withPreloads } from './route-chunks';
import { matchSiteRoute } from './site-routes';

// The shape of Vite's manifest for the public site: the entry, a lazy post route with a chunk of its own (and its
// styles), a chunk it shares with the entry, and another lazy page.
const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/main-1.js', imports: ['_react-1.js', '_shared-1.js'], css: ['assets/main-1.css'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_react-1.js'] },
  'src/blog/BlogSlugRoute.tsx': { file: 'assets/BlogSlugRoute-1.js', imports: ['_shared-1.js', '_BlogPostPage-1.js', 'index.html'] },
  '_BlogPostPage-1.js': { file: 'assets/BlogPostPage-1.js', imports: ['_blog-1.js', '_react-1.js'], css: ['assets/blog-1.css'] },
  '_blog-1.js': { file: 'assets/blog-1.js', imports: ['_BlogPostPage-1.js'], css: ['assets/blog-1.css'] },
  'src/pages/FaqPage.tsx': { file: 'assets/FaqPage-1.js', imports: ['_react-1.js'] },
};

describe('preloadTags', () => {
  it("preloads a lazy page's chunk and the chunks it imports, not the entry's own, with its styles once", () => {
    expect(preloadTags(MANIFEST, 'src/blog/BlogSlugRoute.tsx')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/BlogSlugRoute-1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/BlogPostPage-1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/blog-1.js" />',
      '<link rel="preload" as="style" href="/assets/blog-1.css" />',
    ]);
    expect(preloadTags(MANIFEST, 'src/pages/FaqPage.tsx')).toEqual(['<link rel="modulepreload" crossorigin href="/assets/FaqPage-1.js" />']);
  });

  it('gives nothing for a module the manifest lacks, or a prototype key', () => {
    expect(preloadTags(MANIFEST, 'src/pages/Nowhere.tsx')).toEqual([]);
    expect(preloadTags(MANIFEST, '__proto__')).toEqual([]);
    expect(preloadTags(MANIFEST, 'constructor')).toEqual([]);
  });

  it('escapes a file name', () => {
    const odd: BuildManifest = { 'src/pages/FaqPage.tsx': { file: 'assets/"><script>x</script>.js' } };
    expect(preloadTags(odd, 'src/pages/FaqPage.tsx')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/&quot;&gt;&lt;script&gt;x&lt;/script&gt;.js" />',
    ]);
  });
});

describe('withPreloads', () => {
  it('puts the tags before </head>, reading no replacement pattern in them', () => {
    expect(withPreloads('<head><title>t</title></head><body></body>', ['<link a="$&" />'])).toBe(
      '<head><title>t</title>  <link a="$&" />\n  </head><body></body>',
    );
    expect(withPreloads('<head></head>', [])).toBe('<head></head>');
  });
});

describe('RouteChunks', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'route-chunks-'));
    mkdirSync(join(root, '.vite'));
    writeFileSync(join(root, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("gives a content route's tags by its path, and none for other pages", async () => {
    const chunks = new RouteChunks(root);
    const tagsFor = (path: string) => chunks.tagsFor(matchSiteRoute(path));
    expect(await tagsFor('/blog/valencia-dog-parks')).toHaveLength(4);
    expect(await tagsFor('/faq/')).toHaveLength(1);
    expect(await tagsFor('/')).toEqual([]);
    expect(await tagsFor('/account')).toEqual([]);
    expect(await tagsFor('/no/such/page')).toEqual([]);
    expect(await tagsFor('/__proto__')).toEqual([]);
    expect(await tagsFor('/constructor')).toEqual([]);
  });

  it('preloads nothing without a manifest', async () => {
    expect(await new RouteChunks(join(root, 'missing')).tagsFor('/blog/:slug')).toEqual([]);
  });

  it("names modules the public site has, each one of App.tsx's lazy pages", () => {
    const web = join(__dirname, '../../../../public-web');
    const app = readFileSync(join(web, 'src/App.tsx'), 'utf8');
    for (const module of Object.values(ROUTE_MODULES)) {
      expect(existsSync(join(web, module))).toBe(true);
      expect(app).toContain(`lazy(() => import('./${module.replace(/^src\//, '').replace(/\.tsx$/, '')}'))`);
    }
  });
});
