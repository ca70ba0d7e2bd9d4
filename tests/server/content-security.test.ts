import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { MEDIA_TYPE } from '@domain/constants';
import { createApp } from '@server/app';
import { mediaFileAnswerSchema } from '@contract/media';
import { getBytes, mediaDataDir, removeMediaDataDirs, upload } from '@tests/server/fixtures/media';
import { RecordingMailer, testConfig } from '@tests/server/harness/app';
import { testDatabase } from '@tests/server/harness/database';
import { loginAs, request } from '@tests/server/harness/http';

const clientDir = mkdtempSync(join(tmpdir(), 'pim-csp-client-'));
copyFileSync('index.html', join(clientDir, 'index.html'));
afterAll(() => {
  rmSync(clientDir, { recursive: true, force: true });
  removeMediaDataDirs();
});

/** The real app with the host page template of the sources as its client build. */
async function appWithPage(overrides: Parameters<typeof testConfig>[0] = {}) {
  const config = testConfig({ dataDir: mediaDataDir(), ...overrides });
  return createApp({ db: await testDatabase(), config, mailer: new RecordingMailer(), clientDir });
}

/** The directives of a policy by name. */
function directives(policy: string | null): Map<string, string[]> {
  expect(policy).not.toBeNull();
  return new Map(
    policy!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0] !== '')
      .map(([name, ...values]) => [name!, values]),
  );
}

/** R6 files and headers, docs/decisions/0029. */
describe('Content-Security-Policy', () => {
  test('the host page runs only scripts from this server; its config is a data block', async () => {
    const app = await appWithPage();
    const page = await request(app, 'GET', '/react/login', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const policy = directives(page.headers.get('content-security-policy'));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    // Every script element loads a file or is data: nothing inline runs.
    const scripts = [...page.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      const isData = /type="application\/json"/.test(attributes!);
      expect(isData || (/\bsrc=/.test(attributes!) && content!.trim() === ''), attributes).toBe(true);
    }
    const block = /<script type="application\/json" id="page-config">([\s\S]*?)<\/script>/.exec(page.text);
    expect(JSON.parse(block![1]!)).toMatchObject({ language: 'pl', instance: 'pl' });
  });

  test('a gallery elsewhere may be called and shown', async () => {
    const app = await appWithPage({ mediaGalleryUrl: 'https://media.example.com/gallery' });
    const page = await request(app, 'GET', '/react/login', { headers: { accept: 'text/html' } });
    const policy = directives(page.headers.get('content-security-policy'));
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://media.example.com']);
    expect(policy.get('img-src')).toContain('https://media.example.com');
  });

  test('a PDF opened in place loads and runs nothing, nor does a JSON answer', async () => {
    const app = await appWithPage();
    const session = await loginAs(app, 'supplier@demo.pim');
    const pdf = new TextEncoder().encode('%PDF-1.4\n% specification\n');
    const stored = await upload(app, session, { bytes: pdf, name: 'karta.pdf', type: MEDIA_TYPE.OTHER });
    const served = await getBytes(app, session, mediaFileAnswerSchema.parse(stored.body).url);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    const policy = directives(served.headers.get('content-security-policy'));
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);

    const json = await request(app, 'GET', '/api/page-config');
    expect(directives(json.headers.get('content-security-policy')).get('default-src')).toEqual(["'none'"]);
  });

  test('the print page keeps its own policy', async () => {
    const app = await appWithPage();
    const session = await loginAs(app, 'supplier@demo.pim');
    const page = await request(app, 'GET', '/api/p1/product/1/print', { cookie: session.cookie });
    const policy = directives(page.headers.get('content-security-policy'));
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('style-src')).toEqual(["'unsafe-inline'"]);
  });
});
