import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEvent } from '@atrium/mock-api';

/**
 * An audit action in words ("Suspended"), or a whole resource ("user": any change to users); an action the
 * UI does not know yet reads as the API names it.
 */
export function useActionText() {
  const { t } = useTranslation();
  return useCallback(
    (action: string) =>
      t(`users.audit.actions.${action.includes('.') ? action : `${action}._`}`, { defaultValue: action }),
    [t],
  );
}

/** Who did it: a person by name, the assistant or the system in words. */
export function useActorText() {
  const { t } = useTranslation();
  return useCallback(
    (actor: AuditEvent['actor']) => (actor.kind === 'user' ? actor.name : t(`users.audit.actorKinds.${actor.kind}`)),
    [t],
  );
}
