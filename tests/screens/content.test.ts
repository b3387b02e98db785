/** The content area's pure pieces: what a link may point to, and that every route of the area is described. */
import t from 'tap';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../contract/index.ts';
import { linkUrl } from '../../web/src/screens/parts/editor/linkUrl.ts';
import { contentScreens } from '../../web/src/areas/content/descriptions/index.ts';

t.test('links: only what the sanitiser keeps', async (t) => {
  t.equal(linkUrl(' https://example.com/a?b=1 '), 'https://example.com/a?b=1');
  t.equal(linkUrl('www.example.com'), 'https://www.example.com', 'a bare www address gets https');
  t.equal(linkUrl('/api/v2/common/files/x.png'), '/api/v2/common/files/x.png', 'a path of this site');
  t.equal(linkUrl('mailto:bd@example.com'), 'mailto:bd@example.com');
  t.equal(linkUrl('tel:400-800-1234'), 'tel:400-800-1234');
  for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>', '//evil.example', 'example.com', 'vbscript:x', '']) {
    t.equal(linkUrl(bad), undefined, `refused: ${bad || '(empty)'}`);
  }
});

t.test('the 9 routes are described; rich-text pages edit a resource that can be updated', async (t) => {
  t.same(Object.keys(contentScreens).sort(), [
    '/case/index', '/comment/index', '/infoManagement/about', '/infoManagement/agreement', '/infoManagement/attractMain',
    '/infoManagement/attractMain2', '/infoManagement/business', '/news/index', '/richText/index',
  ]);
  const labels = new Set<string>();
  for (const [path, build] of Object.entries(contentScreens)) {
    const desc = build();
    if (desc.kind !== 'richText') continue;
    const def = RESOURCES[desc.resource];
    t.ok(RESOURCE_ENDPOINTS[desc.resource].update, `${path}: its texts can be saved`);
    t.notOk(labels.has(def.permission.read), `${path}: a label of its own`);
    labels.add(def.permission.read);
  }
  t.equal(labels.size, 6, 'six rich-text pages');
  t.ok(RESOURCE_ENDPOINTS.richTexts.create && !RESOURCE_ENDPOINTS.agreements.create, 'only the platform texts take new keys');
});
