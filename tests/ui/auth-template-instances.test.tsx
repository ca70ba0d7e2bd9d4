import { render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import type { PageConfig } from '@contract/user';
import type { Instance } from '@domain/constants';
import { featuresForInstance } from '@domain/feature-flags';
import pl from '@i18n/locales/pl.json';
import { ConfigProvider } from '@app/config-context';
import { AuthTemplate } from '@app/templates/auth-template';
import { WithMessages } from '../machines/support/with-messages';

function configFor(instance: Instance): PageConfig {
  return {
    instance,
    language: 'pl',
    features: featuresForInstance(instance),
    flags: { bulk_edit: true },
    media_gallery_url: '/media-gallery-api',
    session_length_ms: 3_600_000,
    development: false,
    csrf_token: '',
    user: null,
    permissions: [],
    module: null,
    product_id: null,
  };
}

function renderTemplate(instance: Instance, path: string) {
  const { hook } = memoryLocation({ path });
  render(
    <WithMessages>
      <ConfigProvider config={configFor(instance)}>
        <Router hook={hook}>
          <AuthTemplate>
            <p>content</p>
          </AuthTemplate>
        </Router>
      </ConfigProvider>
    </WithMessages>,
  );
}

describe('auth template per instance (§2 Templates)', () => {
  it('Polish: one logo, the sign-up prompt, terms and privacy links', () => {
    renderTemplate('pl', '/login');
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('link', { name: pl.auth.signUp })).toBeTruthy();
    expect(screen.getByRole('link', { name: pl.auth.terms })).toBeTruthy();
    expect(screen.getByRole('link', { name: pl.auth.privacy })).toBeTruthy();
  });

  it('Romanian: two logos, no nav link, no terms links', () => {
    renderTemplate('ro', '/login');
    expect(screen.getByRole('img', { name: pl.auth.logoAlt })).toBeTruthy();
    expect(screen.getByRole('img', { name: pl.auth.poolLogoAlt })).toBeTruthy();
    expect(screen.queryByRole('link', { name: pl.auth.signUp })).toBeNull();
    expect(screen.queryByRole('link', { name: pl.auth.terms })).toBeNull();
  });

  it('German: one logo and the sign-up prompt, no Polish legal links', () => {
    renderTemplate('de', '/login');
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('link', { name: pl.auth.signUp })).toBeTruthy();
    expect(screen.queryByRole('link', { name: pl.auth.terms })).toBeNull();
  });

  it('register pages offer the way back to login instead of sign-up', () => {
    renderTemplate('pl', '/register');
    expect(screen.getByRole('link', { name: pl.auth.backToLogin })).toBeTruthy();
    expect(screen.queryByRole('link', { name: pl.auth.signUp })).toBeNull();
  });
});
