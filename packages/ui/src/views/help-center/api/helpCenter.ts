import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FaqCategoryWithFaqs,
  GuideCategoryWithGuide,
  GuideCategoryWithGuides,
  GuideFeedback,
  GuideFeedbackValue,
  HelpCenterSearchResults,
  SupportRequest,
  SupportRequestDraft,
} from '@atrium/mock-api';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../../api/client';
import { useApiClient } from '../../../api/context';
import { defaultLanguage, isLanguage, type Language } from '../../../i18n/load';
import { helpCenterKeys } from './keys';

const BASE = 'api/apps/help-center';

/** FAQs and guides barely change while someone reads: a minute before they are asked for again. */
const STALE = 60_000;

/** Every FAQ category with its FAQs. */
export const faqsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: helpCenterKeys.faqs(),
    queryFn: ({ signal }) => api.get<FaqCategoryWithFaqs[]>(`${BASE}/faqs`, undefined, signal),
    staleTime: STALE,
  });

/** Every guide category with its first 5 guides and the count of all. */
export const guidesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: helpCenterKeys.guides(),
    queryFn: ({ signal }) => api.get<GuideCategoryWithGuides[]>(`${BASE}/guides`, undefined, signal),
    staleTime: STALE,
  });

/** One guide category with all its guides; null when there is no such category. */
export const guideCategoryQueryOptions = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: helpCenterKeys.category(slug),
    queryFn: async ({ signal }) =>
      (await api.get<GuideCategoryWithGuides[]>(`${BASE}/guides`, { slug }, signal))[0] ?? null,
    staleTime: STALE,
  });

/** One guide with its article inside its category; null when there is no such guide. */
export const guideQueryOptions = (api: ApiClient, categorySlug: string, guideSlug: string) =>
  queryOptions({
    queryKey: helpCenterKeys.guide(categorySlug, guideSlug),
    queryFn: ({ signal }) =>
      api.get<GuideCategoryWithGuide | null>(`${BASE}/guide`, { categorySlug, guideSlug }, signal),
    staleTime: STALE,
  });

/** FAQs and guides holding `query` in `language` (the one the reader sees). */
export const searchQueryOptions = (api: ApiClient, query: string, language: Language) =>
  queryOptions({
    queryKey: helpCenterKeys.search(query, language),
    queryFn: ({ signal }) => api.get<HelpCenterSearchResults>(`${BASE}/search`, { query, language }, signal),
    staleTime: STALE,
  });

export function useFaqs() {
  return useQuery(faqsQueryOptions(useApiClient()));
}

export function useGuides() {
  return useQuery(guidesQueryOptions(useApiClient()));
}

export function useGuideCategory(slug: string) {
  return useQuery(guideCategoryQueryOptions(useApiClient(), slug));
}

export function useGuide(categorySlug: string, guideSlug: string) {
  return useQuery(guideQueryOptions(useApiClient(), categorySlug, guideSlug));
}

/** FAQs and guides holding `query` (already debounced by the caller); off for an empty query. */
export function useHelpSearch(query: string) {
  const { i18n } = useTranslation();
  const base = (i18n.language || defaultLanguage).split('-')[0];
  const language = isLanguage(base) ? base : defaultLanguage;
  return useQuery({
    ...searchQueryOptions(useApiClient(), query, language),
    enabled: query !== '',
    // While the next answer comes, the last one stays in the list rather than blinking away.
    placeholderData: keepPreviousData,
  });
}

/** Says what failed. Given to the hook, so it runs even when the component that started the change has gone. */
export interface FailureOptions<V> {
  onError?: (error: Error, variables: V) => void;
}

export interface GuideFeedbackVariables {
  categorySlug: string;
  guideSlug: string;
  guideId: string;
  feedback: GuideFeedbackValue;
}

/**
 * POST guide/feedback: the thank-you shows at once (the guide holds the answer); put back, and the
 * caller told, if the call fails. A 409 means the guide was already answered (in another tab): the
 * guide is read again, which shows that first answer.
 */
export function useGuideFeedback({ onError }: FailureOptions<GuideFeedbackVariables> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ guideId, feedback }: GuideFeedbackVariables) =>
      api.post<GuideFeedback>(`${BASE}/guide/feedback`, { guideId, feedback }),
    onMutate: async ({ categorySlug, guideSlug, feedback }) => {
      const key = helpCenterKeys.guide(categorySlug, guideSlug);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<GuideCategoryWithGuide | null>(key);
      queryClient.setQueryData<GuideCategoryWithGuide | null>(key, (current) =>
        current ? { ...current, guide: { ...current.guide, feedback } } : current,
      );
      return { previous };
    },
    onError: (error, variables, context) => {
      const key = helpCenterKeys.guide(variables.categorySlug, variables.guideSlug);
      if ('status' in error && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: key });
        return;
      }
      queryClient.setQueryData(key, context?.previous);
      onError?.(error, variables);
    },
  });
}

/** POST support: sends the form; the caller keeps what was typed until it is answered. */
export function useSendSupportRequest() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (draft: SupportRequestDraft) => api.post<SupportRequest>(`${BASE}/support`, draft),
  });
}
