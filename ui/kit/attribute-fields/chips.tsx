import { iconButtonClass } from './styles';

export interface Chip {
  key: string;
  name: string;
  onRemove: () => void;
}

/** Chosen values shown as tags, each with its remove button (named after the value). */
export function Chips({
  chips,
  removeLabel,
  readOnly,
}: {
  chips: Chip[];
  removeLabel: string;
  readOnly: boolean;
}) {
  if (chips.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1">
      {chips.map((chip) => (
        <li
          key={chip.key}
          className="inline-flex h-7 items-center gap-0.5 rounded-md border border-slate-200 bg-slate-50 pl-2 text-sm text-slate-800"
        >
          {chip.name}
          {!readOnly && (
            <button
              type="button"
              aria-label={`${removeLabel}: ${chip.name}`}
              onClick={chip.onRemove}
              className={`${iconButtonClass} h-7`}
            >
              ×
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
