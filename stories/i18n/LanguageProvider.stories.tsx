import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, waitFor } from 'storybook/test';
import { LanguageProvider, createI18n, useLanguage, type AtriumI18n } from '@atrium/ui';

/** What a component below the provider sees: the active language, a translated word, a switch. */
function LanguageDemo() {
  const { t } = useTranslation();
  const { language, languages, changeLanguage } = useLanguage();
  return (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <output aria-label="Idioma activo">{language}</output>
      <output aria-label="Texto traducido">{t('common.retry')}</output>
      {languages.map((next) => (
        <button key={next} type="button" onClick={() => void changeLanguage(next)}>
          {next}
        </button>
      ))}
    </div>
  );
}

const meta = {
  title: 'I18n/LanguageProvider',
  component: LanguageProvider,
  // A provider of its own, apart from the preview's: it neither touches <html lang> nor keeps the choice.
  loaders: [async () => ({ ownI18n: await createI18n() })],
  render: (_args, { loaded }) => (
    <LanguageProvider i18n={(loaded as { ownI18n: AtriumI18n }).ownI18n} syncDocument={false}>
      <LanguageDemo />
    </LanguageProvider>
  ),
} satisfies Meta<typeof LanguageProvider>;

export default meta;
// The demo renders the provider itself, so stories take no args.
type Story = StoryObj;

/** Spanish first; switching to English re-translates everything below the provider. */
export const SwitchesLanguage: Story = {
  play: async ({ canvas, userEvent }) => {
    const language = canvas.getByRole('status', { name: 'Idioma activo' });
    const text = canvas.getByRole('status', { name: 'Texto traducido' });
    await expect(language).toHaveTextContent('es');
    await expect(text).toHaveTextContent('Reintentar');
    await userEvent.click(canvas.getByRole('button', { name: 'en' }));
    await waitFor(() => expect(language).toHaveTextContent('en'));
    await expect(text).toHaveTextContent('Retry');
  },
};
