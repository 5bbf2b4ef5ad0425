/**
 * The one seam between the embedded mock and a real backend: with VITE_API_URL set, calls
 * go to that server and the mock never loads; without it, the in-browser mock answers.
 */
const configured = (import.meta.env.VITE_API_URL as string | undefined)?.trim();

export const apiBaseUrl = configured ?? '';
export const usesMockApi = !configured;
