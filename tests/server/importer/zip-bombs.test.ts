import { describe, expect, test } from 'vitest';
import { importUploads } from '@server/db/schema';
import { checkXlsxZip } from '@server/importer/zip-guard';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request } from '@tests/server/harness/http';
import { xlsxBomb } from '@tests/server/harness/zip-bomb';
import { upload } from './support';

const MB = 1024 * 1024;
const TOO_LARGE = 'Plik po rozpakowaniu jest zbyt duży — to nie wygląda na zwykły arkusz.';

/** R6 files, docs/decisions/0029: a small xlsx that inflates to a lot is refused, early and off the event loop. */
describe('products importer: zip bombs', () => {
  test('a 150 KB xlsx inflating to 150 MB is refused from its directory, nothing kept', async () => {
    const { app, db, errors } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const bomb = await xlsxBomb({ inflatedBytes: 150 * MB });
    expect(bomb.byteLength).toBeLessThan(200 * 1024);
    const answer = await upload(app, supplier, bomb);
    expect(answer).toEqual({ status: 400, body: expect.objectContaining({ message: TOO_LARGE }) });
    expect(await db.select().from(importUploads)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a bomb whose headers declare 1,000 bytes is stopped at the lie', async () => {
    const { app, db, errors } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const bomb = await xlsxBomb({ inflatedBytes: 150 * MB, declaredBytes: 1000 });
    const answer = await upload(app, supplier, bomb);
    expect(answer).toEqual({ status: 400, body: expect.objectContaining({ message: TOO_LARGE }) });
    expect(await db.select().from(importUploads)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('inflating gives way to other work: what was queued after the check began runs before its refusal', async () => {
    // Declares 15 MB (within the budget of a small file), inflates to 64 MB: inflated until the lie shows.
    const bomb = await xlsxBomb({ inflatedBytes: 64 * MB, declaredBytes: 15 * MB });
    const order: string[] = [];
    const check = Promise.resolve(checkXlsxZip(bomb, { maxUncompressedBytes: 200 * MB })).then((result) => {
      order.push('refused');
      return result;
    });
    await new Promise((resolve) => setImmediate(resolve));
    order.push('other work');
    expect(await check).toEqual({ ok: false, reason: 'tooLarge' });
    expect(order).toEqual(['other work', 'refused']);
  });

  test('a GET sent while a bomb is being checked is answered before the refusal', async () => {
    const { app } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const bomb = await xlsxBomb({ inflatedBytes: 64 * MB, declaredBytes: 15 * MB });
    const order: string[] = [];
    const refused = upload(app, supplier, bomb).then((answer) => {
      order.push('upload');
      return answer;
    });
    const answered = request(app, 'GET', '/api/dashboard/stats', { cookie: supplier.cookie }).then(
      (answer) => {
        order.push('get');
        return answer;
      },
    );
    expect((await refused).body).toEqual(expect.objectContaining({ message: TOO_LARGE }));
    expect((await answered).status).toBe(200);
    expect(order).toEqual(['get', 'upload']);
  });
});
