import { ChevronDown } from 'lucide-react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading, type Key } from 'react-aria-components';
import type { Faq } from '@atrium/mock-api';
import { useLocalize } from '../../../i18n/localized';
import * as css from '../HelpCenter.css';

export interface FaqAccordionProps {
  faqs: readonly Faq[];
  /** The heading level of each question inside the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** A question to show open from the start (one chosen in the search). */
  defaultExpandedId?: string;
}

/** Questions that open to their answer, one at a time or several (react-aria's disclosure group). */
export function FaqAccordion({ faqs, headingLevel = 3, defaultExpandedId }: FaqAccordionProps) {
  const localize = useLocalize();
  const expanded: Key[] =
    defaultExpandedId && faqs.some((faq) => faq.id === defaultExpandedId) ? [defaultExpandedId] : [];
  return (
    <DisclosureGroup className={css.accordion} allowsMultipleExpanded defaultExpandedKeys={expanded}>
      {faqs.map((faq) => (
        <Disclosure key={faq.id} id={faq.id} className={css.disclosure}>
          <Heading level={headingLevel} className={css.disclosureHeading}>
            <Button slot="trigger" className={css.disclosureButton}>
              <span>{localize(faq.question)}</span>
              <ChevronDown className={css.chevron} size={20} aria-hidden="true" />
            </Button>
          </Heading>
          <DisclosurePanel className={css.disclosurePanel}>
            {localize(faq.answer)
              .split(/\n{2,}/)
              .map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
