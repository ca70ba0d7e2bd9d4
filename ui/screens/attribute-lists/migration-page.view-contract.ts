import type { MigrationPageContext } from '@machines/migration-page.machine';
import type { Check, Target, TextRef, ViewContract } from '@machines/view-contract';

const confirmDialog = { role: 'alertdialog' };
const agree = { role: 'button', name: 'attributeMigrations.actions.agree' };
const apply = { role: 'button', name: 'attributeMigrations.actions.apply' };
const retry = { role: 'button', name: 'dataTable.retry' };
const formName = { label: 'attributeMigrations.edit.name' };

const noticeText = (context: MigrationPageContext): TextRef | null => {
  const notice = context.notice;
  if (notice === null || notice.kind === 'error') return null;
  return notice.kind === 'applied'
    ? { key: 'attributeMigrations.edit.applied', values: { count: notice.count } }
    : `attributeMigrations.edit.${notice.kind}`;
};

/** The notice above the migration: a step done (a status), a refusal (an alert), or none. */
function noticeCheck(context: MigrationPageContext): Check {
  const success = noticeText(context);
  if (success !== null) return { see: { text: success, within: { role: 'status' } } };
  return context.notice?.kind === 'error'
    ? { see: { text: { literal: context.notice.text }, within: { role: 'alert' } } }
    : { absent: { role: 'alert' } };
}

/** A step's button, shown only where the migration allows that step, usable unless a request runs. */
const stepButton = (target: Target, allowed: boolean | undefined, busy: boolean): Check =>
  allowed === true ? { see: target, disabled: busy } : { absent: target };

/**
 * The page once read: the title, what the migration moves, the step buttons it allows, the administrator's
 * form of a new or pending migration, and the notice. Not checked while the confirmation is open, as the
 * dialog hides the page from assistive technologies (and so from the replay's queries).
 */
function pageChecks(context: MigrationPageContext, busy: boolean): Check[] {
  const { details } = context;
  const title: TextRef =
    context.id === null
      ? 'attributeMigrations.edit.titleNew'
      : details === null
        ? 'attributeMigrations.edit.title'
        : { literal: details.name };
  const formShown = context.options !== null && (context.id === null || details?.can_edit === true);
  return [
    { see: { role: 'heading', name: title } },
    details === null
      ? { absent: { role: 'region' } }
      : { see: { role: 'heading', name: { literal: `${details.source} → ${details.target}` } } },
    stepButton(agree, details?.can_agree, busy),
    stepButton(apply, details?.can_apply, busy),
    formShown ? { see: formName } : { absent: formName },
    { absent: confirmDialog },
    { absent: retry },
    noticeCheck(context),
  ];
}

/**
 * §2 edit-attribute-migration and §2 Modals (the agreement): the page around the administrator's form on
 * every state of its machine. The form's save is the form's own machine (migrationForm, replayed in
 * tests/machines/migration-form.screen.test.tsx), so its "saved" reaches this page as an app cause.
 */
export const migrationPageViewContract: ViewContract<MigrationPageContext> = {
  machineId: 'migrationPage',
  screen: 'edit-attribute-migration',
  route: '/attribute-migration/:id',
  states: {
    // Skeletons while the migration and the options are read: no buttons, no form, no refusal.
    'migrationPage.loading': [{ absent: retry }, { absent: agree }, { absent: apply }, { absent: formName }],
    'migrationPage.failed': [
      { see: { text: 'errors.short', within: { role: 'alert' } } },
      { see: retry },
      { absent: formName },
    ],
    'migrationPage.ready': [],
    'migrationPage.ready.idle': (context) => pageChecks(context, false),
    'migrationPage.ready.confirming': (context) => [
      {
        see: {
          role: 'alertdialog',
          name:
            context.step === 'agree'
              ? 'attributeMigrations.edit.agreeTitle'
              : 'attributeMigrations.actions.apply',
        },
      },
    ],
    'migrationPage.ready.acting': (context) => pageChecks(context, true),
    'migrationPage.ready.reloading': (context) => pageChecks(context, true),
  },
  events: {
    AGREE: (_event, context) =>
      context.details?.can_agree === true
        ? { user: 'click', target: agree }
        : { app: 'the agree button is not shown where the migration asks no agreement' },
    APPLY: (_event, context) =>
      context.details?.can_apply === true
        ? { user: 'click', target: apply }
        : { app: 'the apply button is not shown until every company agreed' },
    // The dialog's confirm button bears the step's name, as the page's button does.
    CONFIRM: (_event, context) => ({
      user: 'click',
      target: { ...(context.step === 'agree' ? agree : apply), within: confirmDialog },
    }),
    CANCEL: { user: 'click', target: { role: 'button', name: 'dataTable.cancel', within: confirmDialog } },
    RETRY: { user: 'click', target: retry },
    SAVED: { app: 'the migration form says it saved the migration (its own machine, migrationForm)' },
    'xstate.done.actor.load': { server: 'server gives the migration and the options' },
    'xstate.error.actor.load': { server: 'server answers 500 to the read' },
    'xstate.done.actor.act': { server: 'server records the agreement or applies the migration' },
    'xstate.error.actor.act': { server: 'server refuses the step (409: not every company agreed)' },
  },
};
