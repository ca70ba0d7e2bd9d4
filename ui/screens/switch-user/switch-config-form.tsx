import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SwitchConfig } from '@contract/switch-user';
import { saveSwitchConfig } from '@api/switch-user';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { TextField } from '@kit/text-field';

type Entry = SwitchConfig['allowed'][number];

const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * §6 The switch-me-to list of one account: people with the last day their permission holds. Saved as a
 * whole in one call; a refusal shows the server's words and keeps the list as edited.
 */
export function SwitchConfigForm({
  config,
  editorIsAdmin,
}: {
  config: SwitchConfig;
  editorIsAdmin: boolean;
}) {
  const { t } = useTranslation();
  const [entries, setEntries] = useState<Entry[]>(config.allowed);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ saved: true } | { error: string } | null>(null);
  const edit = (next: Entry[]) => {
    setEntries(next);
    setOutcome(null);
  };
  const save = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await saveSwitchConfig(
        config.user.user_id,
        { allowed: entries.map((entry) => ({ user_id: entry.user_id, expires_on: entry.expires_on })) },
        t('switchUser.settings.loadFailed'),
      );
      setEntries(answer.allowed);
      setOutcome({ saved: true });
    } catch (refusal) {
      setOutcome({ error: refusal instanceof Error ? refusal.message : t('switchUser.settings.loadFailed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="flex flex-col gap-4" aria-labelledby="switch-settings-title">
      <div className="flex flex-col gap-1">
        <h1 id="switch-settings-title" className="text-xl font-semibold text-slate-900">
          {t('switchUser.settings.title', { name: config.user.name })}
        </h1>
        <p className="max-w-3xl text-sm text-slate-600">{t('switchUser.settings.intro')}</p>
      </div>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">{t('switchUser.settings.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100 rounded-md border border-slate-200 bg-white">
          {entries.map((entry) => (
            <li key={entry.user_id} className="flex flex-wrap items-end justify-between gap-3 px-3 py-2">
              <div className="flex min-w-56 flex-col text-sm">
                <span className="font-medium text-slate-900">{entry.name}</span>
                <span className="text-xs text-slate-500">
                  {entry.email}
                  {entry.admin_given && ` · ${t('switchUser.settings.adminGiven')}`}
                  {entry.expired && ` · ${t('switchUser.settings.expired')}`}
                </span>
              </div>
              <div className="flex items-end gap-2">
                <TextField
                  label={`${t('switchUser.settings.until')}: ${entry.name}`}
                  type="date"
                  value={entry.expires_on}
                  disabled={entry.admin_given && !editorIsAdmin}
                  onValueChange={(value) =>
                    edit(
                      entries.map((row) =>
                        row.user_id === entry.user_id ? { ...row, expires_on: value } : row,
                      ),
                    )
                  }
                />
                <Button
                  variant="secondary"
                  onClick={() => edit(entries.filter((row) => row.user_id !== entry.user_id))}
                >
                  {t('switchUser.settings.remove', { name: entry.name })}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AddPerson
        candidates={config.candidates.filter(
          (person) => !entries.some((entry) => entry.user_id === person.user_id),
        )}
        onAdd={(person, day) =>
          edit([...entries, { ...person, expires_on: day, expired: false, admin_given: editorIsAdmin }])
        }
      />
      {outcome !== null && 'error' in outcome && <Alert tone="error">{outcome.error}</Alert>}
      {outcome !== null && 'saved' in outcome && (
        <Alert tone="success">{t('switchUser.settings.saved')}</Alert>
      )}
      <div>
        <Button disabled={busy} aria-busy={busy} onClick={() => void save()}>
          {t('switchUser.settings.save')}
        </Button>
      </div>
    </section>
  );
}

function AddPerson({
  candidates,
  onAdd,
}: {
  candidates: SwitchConfig['candidates'];
  onAdd: (person: { user_id: number; name: string; email: string }, day: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState('');
  const [day, setDay] = useState(dayAfter(7));
  const person = candidates.find((candidate) => String(candidate.user_id) === chosen);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label htmlFor={id} className="flex flex-col gap-1 text-xs font-medium text-slate-700">
        {t('switchUser.settings.addPerson')}
        <select
          id={id}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          className="h-9 min-w-72 rounded-md border border-slate-300 bg-white px-2 text-sm font-normal"
        >
          <option value="">{t('switchUser.settings.choose')}</option>
          {candidates.map((candidate) => (
            <option key={candidate.user_id} value={candidate.user_id}>
              {candidate.name} ({candidate.email})
            </option>
          ))}
        </select>
      </label>
      <TextField label={t('switchUser.settings.until')} type="date" value={day} onValueChange={setDay} />
      <Button
        variant="secondary"
        disabled={person === undefined || day === ''}
        onClick={() => {
          if (person === undefined) return;
          onAdd(person, day);
          setChosen('');
        }}
      >
        {t('switchUser.settings.add')}
      </Button>
    </div>
  );
}
