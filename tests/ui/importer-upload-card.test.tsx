import { render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import type { ImportSettings } from '@contract/products-importer';
import { createI18n } from '@app/i18n';
import { UploadCard } from '@screens/products-importer/upload-card';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('pl', async () => pl);
});

const settings: ImportSettings = { max_bytes: 10 * 1024 * 1024, max_rows: 1000, categories: [] };

function renderCard(progress: number) {
  render(
    <I18nextProvider i18n={i18n}>
      <UploadCard
        settings={settings}
        uploading
        progress={progress}
        error={null}
        onUpload={() => {}}
        onCancel={() => {}}
        onDismiss={() => {}}
      />
    </I18nextProvider>,
  );
}

describe('§8 The importer’s upload: sent, then being processed', () => {
  it('shows the percentage while the file travels', () => {
    renderCard(0.4);
    expect(screen.getByRole('status').textContent).toContain('40 %');
  });

  it('says the file was sent and is being processed once every byte is sent', () => {
    renderCard(1);
    expect(screen.getByRole('status').textContent).toBe('Plik został wysłany i jest przetwarzany.');
  });
});
