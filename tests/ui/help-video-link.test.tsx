import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import de from '@i18n/locales/de.json';
import pl from '@i18n/locales/pl.json';
import ro from '@i18n/locales/ro.json';
import { HELP_VIDEO_CHANNELS, helpVideoUrl } from '@app/help-videos';
import { createI18n } from '@app/i18n';
import { HelpVideoLink } from '@screens/product-form/help-video-link';

const CATALOGS = { pl, de, ro } as const;

async function renderIn(language: keyof typeof CATALOGS) {
  const i18n = await createI18n(language, async () => CATALOGS[language]);
  render(
    <I18nextProvider i18n={i18n}>
      <HelpVideoLink />
    </I18nextProvider>,
  );
  return screen.getByRole('link', { name: new RegExp(CATALOGS[language].productFormHelp.videos) });
}

describe('§2 Product form: the help link to a video channel per language', () => {
  it('leads a Polish user to the Polish channel, in a new tab', async () => {
    const link = await renderIn('pl');
    expect(link.getAttribute('href')).toBe(HELP_VIDEO_CHANNELS.pl);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.textContent).toContain(pl.productFormHelp.newTab);
  });

  it('leads a German user to the German channel', async () => {
    const link = await renderIn('de');
    expect(link.getAttribute('href')).toBe(HELP_VIDEO_CHANNELS.de);
    expect(HELP_VIDEO_CHANNELS.de).not.toBe(HELP_VIDEO_CHANNELS.pl);
  });

  it('leads a Romanian user, who has no channel of their own, to the default (Polish) one', async () => {
    const link = await renderIn('ro');
    expect(link.getAttribute('href')).toBe(HELP_VIDEO_CHANNELS.pl);
  });

  it('offers no link when no channel is configured at all', () => {
    expect(helpVideoUrl('ro', {})).toBeNull();
    expect(helpVideoUrl('de', { pl: 'https://example.test/pl' })).toBe('https://example.test/pl');
  });
});
