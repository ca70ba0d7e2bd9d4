import { fromPromise } from 'xstate';
import { switchTargets, switchTo } from '@api/switch-user';
import type { SwitchAnswer } from '@machines/session.machine';
import type { SwitchTargetOption } from '@machines/switch-user.machine';

/** §6 Switch user: the accounts one may act as now. */
export const loadTargetsActor = fromPromise<SwitchTargetOption[]>(() => switchTargets());

/** §6 Switch user: the switch itself; a refusal comes back as its words in the user's language. */
export const switchToActor = (fallback: () => string) =>
  fromPromise<SwitchAnswer, { userId: number }>(({ input }) => switchTo(input.userId, fallback()));
