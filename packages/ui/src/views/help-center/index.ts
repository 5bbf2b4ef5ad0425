export { HelpCenterApp } from './HelpCenterView';
export { HelpCenterHome, MOST_ASKED_SLUG } from './HelpCenterHome';
export { FaqsPage } from './FaqsPage';
export { GuidesPage, GuideCategoryPage } from './GuidesPage';
export { GuidePage } from './GuidePage';
export { SupportPage, SUPPORT_LIMITS } from './SupportPage';
export { helpCenterKeys } from './api/keys';
export {
  faqsQueryOptions,
  guidesQueryOptions,
  guideCategoryQueryOptions,
  guideQueryOptions,
  searchQueryOptions,
  useFaqs,
  useGuides,
  useGuideCategory,
  useGuide,
  useHelpSearch,
  useGuideFeedback,
  useSendSupportRequest,
} from './api/helpCenter';
