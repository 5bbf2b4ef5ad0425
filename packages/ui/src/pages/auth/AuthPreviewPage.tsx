import { lazy, Suspense } from 'react';

// The preview (its bar, its pickers) is a module of its own, outside the auth pages' shared chunk.
const AuthPreview = lazy(async () => ({ default: (await import('../auth-preview/AuthPreview')).AuthPreview }));

/** An auth page in one of its layout variants, as the Pages menu previews it (see AuthPreview). */
export function AuthPreviewPage() {
  return (
    <Suspense fallback={null}>
      <AuthPreview />
    </Suspense>
  );
}
