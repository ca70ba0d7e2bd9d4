import { File as NodeFile } from 'node:buffer';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { count, sql } from 'drizzle-orm';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import { fetchPageConfig } from '@api/auth';
import { setUploadTransport } from '@api/media';
import { setCsrfToken } from '@api/session-bridge';
import { createI18n } from '@app/i18n';
import { MEDIA_TYPE } from '@domain/constants';
import { addMediaFile } from '@domain/media';
import { mediaFiles } from '@server/db/schema';
import { SESSION_COOKIE } from '@server/auth/sessions';
import { MediaSection } from '@screens/product-form/media/media-section';
import type { MediaFileView } from '@screens/product-form/media/media-types';
import { photo } from '@tests/server/fixtures/media';
import { logInAs } from './support/log-in';
import { resetBetweenTests, useRealServer, type RealServer } from './support/real-server';

let server: RealServer;
let i18n: I18n;
let shim: typeof fetch;
let jsdomFormData: typeof FormData;

beforeAll(async () => {
  server = await useRealServer();
  i18n = await createI18n('pl', async () => pl);
  // jsdom has XMLHttpRequest, but requests here reach the server in process through fetch.
  setUploadTransport('fetch');
  // jsdom's FormData does not travel in Node's fetch; a browser's does, so the test takes Node's own.
  jsdomFormData = globalThis.FormData;
  globalThis.FormData = (await new Response(new URLSearchParams('a=1')).formData())
    .constructor as typeof FormData;
  // The shared fetch shim reads request bodies as text; a photo is binary, so uploads go to the app as bytes.
  shim = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (request.method !== 'POST' || url.pathname !== '/api/p1/product/media') return shim(request);
    const headers = new Headers(request.headers);
    headers.set('cookie', `${SESSION_COOKIE}=${server.cookie(SESSION_COOKIE) ?? ''}`);
    headers.set('origin', url.origin);
    return server.app.request(url.href, { method: 'POST', headers, body: await request.arrayBuffer() });
  };
});
afterAll(() => {
  globalThis.fetch = shim;
  globalThis.FormData = jsdomFormData;
});
resetBetweenTests();
beforeEach(async () => {
  await logInAs('supplier@demo.pim');
  setCsrfToken((await fetchPageConfig()).csrf_token);
});

/** The form's part in this test: it keeps the files and adds with addMediaFile, as the product form does. */
function Harness({ initial = [] }: { initial?: MediaFileView[] }) {
  const [files, setFiles] = useState<MediaFileView[]>(initial);
  return (
    <I18nextProvider i18n={i18n}>
      <MediaSection
        files={files}
        requiredTypes={[MEDIA_TYPE.LABEL]}
        oneOfTypes={[MEDIA_TYPE.PROFILE, MEDIA_TYPE.FRONT]}
        availableTypes={[1, 2, 3, 4, 5, 6]}
        faults={{ [String(MEDIA_TYPE.LABEL)]: [pl.validation.required] }}
        readOnly={false}
        onAdd={(file) =>
          setFiles((current) => {
            const added = addMediaFile(current, file);
            return added.ok ? added.files : current;
          })
        }
        onRemove={(id) => setFiles((current) => current.filter((file) => file.id !== id))}
      />
    </I18nextProvider>
  );
}

async function photoFile(name: string, options: Parameters<typeof photo>[0] = {}) {
  // Node's File: jsdom's own File does not travel in Node's FormData.
  return new NodeFile([await photo(options)], name, { type: 'image/jpeg' }) as unknown as File;
}

/** Files the test's uploads stored: rows no card shows (the demo cards' own photos aside, 0060). */
async function storedRows() {
  return (
    await server.db
      .select({ n: count() })
      .from(mediaFiles)
      .where(
        sql`not exists (select 1 from products p where p.gallery @> jsonb_build_array(jsonb_build_object('id', ${mediaFiles.id})))`,
      )
  )[0]!.n;
}

function slot(type: number) {
  const key = String(type) as keyof typeof pl.media.types;
  return screen.getByRole('region', { name: pl.media.types[key] });
}

describe('media section of the product card', () => {
  it('shows one slot per type with its markers and faults', () => {
    render(<Harness />);
    for (const name of Object.values(pl.media.types))
      expect(screen.getByRole('region', { name })).toBeTruthy();
    expect(within(slot(MEDIA_TYPE.LABEL)).getByText(pl.media.required)).toBeTruthy();
    expect(within(slot(MEDIA_TYPE.LABEL)).getByRole('alert').textContent).toBe(pl.validation.required);
    const oneOf = pl.media.oneOf.replace('{{types}}', `${pl.media.types['1']} / ${pl.media.types['2']}`);
    expect(within(slot(MEDIA_TYPE.FRONT)).getByText(oneOf)).toBeTruthy();
    expect(within(slot(MEDIA_TYPE.OTHER)).getByText(pl.media.accumulates)).toBeTruthy();
  });

  it('uploads a photo through the file input and shows it with its name, size and pixels; a second one replaces it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText(pl.media.addFor.replace('{{type}}', pl.media.types['2']));
    await user.upload(input, await photoFile('front.jpg'));
    const front = slot(MEDIA_TYPE.FRONT);
    const link = await within(front).findByRole('link', { name: 'front.jpg' }, { timeout: 30_000 });
    expect(link.getAttribute('href')).toMatch(/^\/api\/p1\/media\/\d+$/);
    expect(within(front).getByRole('img', { name: 'front.jpg' }).getAttribute('loading')).toBe('lazy');
    expect(within(front).getByText(/1200 × 1200 px/)).toBeTruthy();
    expect(await storedRows()).toBe(1);

    // A small photo replaces the front photo and shows the §5 size warning.
    const replace = within(front).getByLabelText(
      pl.media.replaceFor.replace('{{type}}', pl.media.types['2']),
    );
    await user.upload(replace, await photoFile('front-small.jpg', { width: 600, height: 600 }));
    await within(front).findByRole('link', { name: 'front-small.jpg' }, { timeout: 30_000 });
    expect(within(front).queryByRole('link', { name: 'front.jpg' })).toBeNull();
    expect(within(front).getByRole('list', { name: pl.media.warnings }).textContent).toContain(
      pl.validation.photoSize,
    );

    await user.click(
      within(front).getByRole('button', { name: pl.media.remove.replace('{{name}}', 'front-small.jpg') }),
    );
    expect(within(front).getByText(pl.media.empty)).toBeTruthy();
  });

  it('refuses a file name already on the card without uploading it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(
      screen.getByLabelText(pl.media.addFor.replace('{{type}}', pl.media.types['6'])),
      await photoFile('etykieta.jpg'),
    );
    await within(slot(MEDIA_TYPE.LABEL)).findByRole('link', { name: 'etykieta.jpg' }, { timeout: 30_000 });
    expect(await storedRows()).toBe(1);

    const profile = slot(MEDIA_TYPE.PROFILE);
    await user.upload(
      within(profile).getByLabelText(pl.media.addFor.replace('{{type}}', pl.media.types['1'])),
      await photoFile('etykieta.jpg'),
    );
    expect((await within(profile).findByRole('alert')).textContent).toContain(pl.validation.fileNameTaken);
    expect(within(profile).queryByRole('link')).toBeNull();
    expect(await storedRows()).toBe(1);

    await user.click(within(profile).getByRole('button', { name: pl.media.dismiss }));
    expect(within(profile).queryByRole('alert')).toBeNull();
  });

  it("says 'Błąd podczas dodawania pliku' with the server's reason when the upload is refused", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const profile = slot(MEDIA_TYPE.PROFILE);
    const fake = new NodeFile([new TextEncoder().encode('to nie jest zdjęcie')], 'zdjecie.jpg', {
      type: 'image/jpeg',
    }) as unknown as File;
    await user.upload(within(profile).getByLabelText(/Dodaj plik/), fake);
    const alert = await within(profile).findByRole('alert', {}, { timeout: 30_000 });
    expect(alert.textContent).toContain(pl.media.uploadFailed);
    expect(alert.textContent).toContain(pl.media.errors.notAnImage);
    expect(await storedRows()).toBe(0);
  });

  it('a read-only card shows its files without upload or remove controls', () => {
    const file: MediaFileView = {
      id: 5,
      type: MEDIA_TYPE.OTHER,
      filename: 'specyfikacja-techniczna-produktu-wersja-ostateczna-2026.pdf',
      url: '/api/p1/media/5',
      size: 2048,
      width: null,
      height: null,
      warnings: [],
    };
    render(
      <I18nextProvider i18n={i18n}>
        <MediaSection
          files={[file]}
          requiredTypes={[]}
          oneOfTypes={[]}
          availableTypes={[5]}
          faults={{}}
          readOnly
          onAdd={() => undefined}
          onRemove={() => undefined}
        />
      </I18nextProvider>,
    );
    const link = screen.getByRole('link', { name: file.filename });
    expect(link.textContent).toBe('specyfikacja-techniczna-produktu-wersja-….pdf');
    expect(link.getAttribute('title')).toBe(file.filename);
    expect(screen.getByText('2 kB')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.querySelector('input[type=file]')).toBeNull();
    expect(screen.getAllByRole('region')).toHaveLength(2);
  });
});
