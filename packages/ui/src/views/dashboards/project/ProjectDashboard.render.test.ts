/** The project dashboard renders every tab in both languages over the mock's answer, with no key missing. */
import { readFileSync } from 'node:fs';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { createI18n } from '../../../i18n/i18n';
import type { TranslationTree } from '../../../i18n/load';
import { seedProject } from '../../../../../mock-api/src/db/seed/dashboards';
import { ProjectDashboardPage } from './ProjectDashboard';

const strings = (lang: string) =>
  Promise.resolve(JSON.parse(readFileSync(`packages/app/public/i18n/${lang}.json`, 'utf8')) as TranslationTree);

for (const lang of ['es', 'en'] as const) {
  for (const tab of ['home', 'budget', 'team']) {
    it(`renders project ${tab} in ${lang}`, async () => {
      const missing: string[] = [];
      const { i18n } = await createI18n({
        language: lang,
        fetchTranslation: strings,
        warn: (m) => missing.push(m),
      });
      const client = new QueryClient();
      client.setQueryData(['dashboards', 'project', ''], seedProject());
      client.setQueryData(['common', 'user'], { name: 'Lucía Navarro', avatar: null });
      const html = renderToString(
        h(
          I18nextProvider,
          { i18n },
          h(
            QueryClientProvider,
            { client },
            h(MemoryRouter, { initialEntries: [`/x?tab=${tab}`] }, h(ProjectDashboardPage)),
          ),
        ),
      );
      expect(missing).toEqual([]);
      expect(html).not.toContain('dashboards.');
      if (tab === 'home') expect(html).toContain(lang === 'es' ? 'Tareas pendientes' : 'Due tasks');
      if (tab === 'team') expect(html).toContain('mailto:ines.valverde');
      if (tab === 'budget') expect(html).toContain(lang === 'es' ? 'Alto' : 'High');
    });
  }
}
