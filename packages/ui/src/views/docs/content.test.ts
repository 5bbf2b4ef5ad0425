import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOC_PAGES, docFileUrls, docPageAt, docPath, loadDocSource, type DocFiles } from './content';
import { slugify } from './markdown';

describe('the documentation pages', () => {
  it('are found by their address under /docs/, and nothing else is', () => {
    expect(docPageAt('guides/getting-started/introduction')).toBe('introduction');
    expect(docPageAt('/changelog/')).toBe('changelog');
    expect(docPageAt('')).toBeNull();
    expect(docPageAt('guides/getting-started')).toBeNull();
    expect(docPageAt('changelog/old')).toBeNull();
    expect(docPath('introduction')).toBe('/docs/guides/getting-started/introduction');
  });

  it('exist as a Markdown file in both languages, each starting with its title', () => {
    for (const page of Object.keys(DOC_PAGES))
      for (const language of ['es', 'en']) {
        const key = `${language}/${page}`;
        expect(docFileUrls[key], key).toMatch(new RegExp(`/content/${key}\\.md\\b`));
        const text = readFileSync(new URL(`content/${key}.md`, import.meta.url), 'utf8');
        expect(text.startsWith('# '), key).toBe(true);
      }
  });

  it('come in the language asked for, or in the other one while they are not translated', async () => {
    const files: DocFiles = {
      'es/introduction': () => Promise.resolve('# Hola'),
      'en/changelog': () => Promise.resolve('# Changes'),
    };
    await expect(loadDocSource('introduction', 'es', files)).resolves.toEqual({ markdown: '# Hola', language: 'es' });
    await expect(loadDocSource('introduction', 'en', files)).resolves.toEqual({ markdown: '# Hola', language: 'es' });
    await expect(loadDocSource('changelog', 'es', files)).resolves.toEqual({ markdown: '# Changes', language: 'en' });
    await expect(loadDocSource('changelog', 'es', {})).rejects.toThrow('no page "changelog"');
  });
});

describe('heading ids', () => {
  it('are the words in lower case, joined by dashes, punctuation dropped and accents kept', () => {
    expect(slugify('Un backend real')).toBe('un-backend-real');
    expect(slugify('Cómo se construye una vista')).toBe('cómo-se-construye-una-vista');
    expect(slugify('2.4 — Inventory, files, activity and icons')).toBe('24-inventory-files-activity-and-icons');
    expect(slugify('  ¿Qué?  ')).toBe('qué');
    expect(slugify('—')).toBe('section');
  });
});
