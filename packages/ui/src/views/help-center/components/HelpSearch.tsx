import { useState } from 'react';
import { Search as SearchIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  ComboBox,
  Group,
  Header,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  Text,
  type Key,
} from 'react-aria-components';
import { useNavigate } from 'react-router';
import { visuallyHidden } from '../../../primitives/field.css';
import { useDebouncedValue } from '../../../toolbar/Search/useDebouncedValue';
import { useLocalize } from '../../../i18n/localized';
import { useHelpSearch } from '../api/helpCenter';
import * as css from '../HelpCenter.css';
import { Highlight, excerpt } from './Highlight';
import { useHelpCenterPaths } from './navigation';

/** How long typing must pause before the search is asked for. */
export const HELP_SEARCH_DEBOUNCE_MS = 250;

/**
 * The hero's search over FAQs and guides: results as you type (asked for once typing pauses), in two
 * groups with the match marked, reachable with the arrow keys from the field (react-aria's combobox).
 * Choosing a guide opens it; choosing a FAQ opens the FAQ page on that question.
 */
export function HelpSearch() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const navigate = useNavigate();
  const paths = useHelpCenterPaths();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), HELP_SEARCH_DEBOUNCE_MS);
  const search = useHelpSearch(query);
  const typed = text.trim() !== '';
  // The answer shown is always for the text as it stands, or for a moment the previous one.
  const results = typed && query !== '' ? search.data : undefined;
  const settled = typed && query === text.trim() && !search.isFetching;

  const choose = (key: Key | null) => {
    if (key == null || !results) return;
    const [group, id] = String(key).split(':');
    if (group === 'guide') {
      const guide = results.guides.find((entry) => entry.id === id);
      if (guide) void navigate(paths.guide(guide.categorySlug, guide.slug));
    } else {
      const faq = results.faqs.find((entry) => entry.id === id);
      if (faq) void navigate(paths.faqCategory(faq.categorySlug), { state: { faqId: faq.id } });
    }
  };

  const empty = () => {
    if (search.isError) return t('helpCenter.search.failed');
    return settled ? t('helpCenter.search.noResults', { query: text.trim() }) : t('helpCenter.search.searching');
  };

  return (
    <ComboBox
      className={css.searchField}
      inputValue={text}
      onInputChange={setText}
      selectedKey={null}
      onSelectionChange={choose}
      allowsCustomValue
      allowsEmptyCollection={typed}
      menuTrigger="input"
      defaultFilter={() => true}
    >
      <Label className={visuallyHidden}>{t('helpCenter.search.label')}</Label>
      <Group className={css.searchBox}>
        <SearchIcon className={css.searchIcon} size={20} aria-hidden="true" />
        <Input className={css.searchInput} placeholder={t('helpCenter.search.placeholder')} />
      </Group>
      <Popover className={css.searchPopover} placement="bottom" offset={8}>
        <ListBox className={css.resultList} renderEmptyState={() => <p className={css.emptyResults}>{empty()}</p>}>
          {results && results.faqs.length > 0 && (
            <ListBoxSection id="faqs">
              <Header className={css.resultGroupHeader}>{t('helpCenter.search.faqs')}</Header>
              {results.faqs.map((faq) => {
                const question = localize(faq.question);
                return (
                  <ListBoxItem key={faq.id} id={`faq:${faq.id}`} textValue={question} className={css.result}>
                    <Text slot="label" className={css.resultTitle}>
                      <Highlight text={question} query={query} />
                    </Text>
                    <Text slot="description" className={css.resultDetail}>
                      <Highlight text={excerpt(localize(faq.answer), query)} query={query} />
                    </Text>
                  </ListBoxItem>
                );
              })}
            </ListBoxSection>
          )}
          {results && results.guides.length > 0 && (
            <ListBoxSection id="guides">
              <Header className={css.resultGroupHeader}>{t('helpCenter.search.guides')}</Header>
              {results.guides.map((guide) => {
                const title = localize(guide.title);
                return (
                  <ListBoxItem key={guide.id} id={`guide:${guide.id}`} textValue={title} className={css.result}>
                    <Text slot="label" className={css.resultTitle}>
                      <Highlight text={title} query={query} />
                    </Text>
                    <Text slot="description" className={css.resultDetail}>
                      <Highlight
                        text={`${localize(guide.categoryTitle)} · ${localize(guide.subtitle)}`}
                        query={query}
                      />
                    </Text>
                  </ListBoxItem>
                );
              })}
            </ListBoxSection>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
