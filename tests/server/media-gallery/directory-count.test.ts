import { afterAll, describe, expect, test } from 'vitest';
import { listAnswerSchema } from '@contract/data-table';
import { mediaDataDir, removeMediaDataDirs } from '@tests/server/fixtures/media';
import { G, galleryUpload, pdfBytes } from '@tests/server/fixtures/media-gallery';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request } from '@tests/server/harness/http';

afterAll(removeMediaDataDirs);

/** §2 Directories: the list's count is the directory's own files in the gallery. */
describe('media gallery directories list', () => {
  test('counts six files in a directory of six and none in an empty one', async () => {
    const { app } = await testApp({ dataDir: mediaDataDir() });
    const session = await loginAs(app, 'supplier@demo.pim');
    const auth = { cookie: session.cookie, csrf: session.csrf };
    const create = async (name: string) =>
      ((await request(app, 'POST', `${G}/directories`, { ...auth, body: { name } })).body as { id: number })
        .id;
    const full = await create('Sesja wiosna');
    const empty = await create('Pusty');
    for (let index = 1; index <= 6; index += 1) {
      const response = await galleryUpload(app, session, {
        bytes: pdfBytes(),
        name: `karta-${index}.pdf`,
        mime: 'application/pdf',
        directoryId: full,
      });
      expect(response.status, response.text).toBe(201);
    }
    const list = listAnswerSchema.parse((await request(app, 'GET', `${G}/directories`, auth)).body);
    const countOf = (id: number) => list.rows.find((row) => row.id === id)?.cells['assets'];
    expect(countOf(full)).toBe(6);
    expect(countOf(empty)).toBe(0);
  });
});
