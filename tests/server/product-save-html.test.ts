import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { productSaveAnswerSchema } from '@contract/product-save';
import type { SavedAttribute } from '@domain/product';
import { attributes, products } from '@server/db/schema';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request } from '@tests/server/harness/http';

describe('rich text on save (§3 html_textarea)', () => {
  test('only the rich text allow-list is stored: no script, handler, class, style or unknown address', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const [rich] = await db
      .select({ uuid: attributes.uuid })
      .from(attributes)
      .where(and(eq(attributes.type, 'html_textarea')))
      .limit(1);
    const [plain] = await db
      .select({ uuid: attributes.uuid })
      .from(attributes)
      .where(eq(attributes.type, 'text'))
      .limit(1);
    const response = await request(app, 'POST', '/api/p1/product/new?save=draft', {
      cookie: session.cookie,
      csrf: session.csrf,
      body: {
        product_profile: { category_ids: [], name_to_show: 'Opis' },
        attributes: [
          {
            uuid: rich!.uuid,
            code: null,
            data: [
              {
                value: [
                  '<p onclick="steal()" class="MsoNormal">Świeży <b>sok</b><script>alert(1)</script><img src=x onerror=alert(2)><span style="color:red">!</span></p>',
                ],
              },
            ],
          },
          { uuid: plain!.uuid, code: null, data: [{ value: ['<b>zwykły tekst</b>'] }] },
        ],
      },
    });
    expect(response.status, response.text).toBe(201);
    const { id } = productSaveAnswerSchema.parse(response.body);
    const [row] = await db
      .select({ attributes: products.attributes })
      .from(products)
      .where(eq(products.id, id));
    const saved = row!.attributes as SavedAttribute[];
    const stored = new Map(saved.map((attribute) => [attribute.uuid, attribute.data[0]!.value[0]]));
    // The image keeps no address the allow-list does not know (a bare file name is none of them).
    expect(stored.get(rich!.uuid)).toBe('<p>Świeży <b>sok</b><img>!</p>');
    // Plain text is text: it is shown escaped, never as HTML, so it is stored as typed.
    expect(stored.get(plain!.uuid)).toBe('<b>zwykły tekst</b>');
  });
});
