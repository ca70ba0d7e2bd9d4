import type { ImportProblemAnswer } from '@contract/products-importer';
import { cn } from '@kit/cn';

/** §2 the problems of one row: which column, what is wrong; errors in red, warnings in amber. */
export function ProblemList({
  problems,
  okLabel,
}: {
  problems: readonly ImportProblemAnswer[];
  okLabel: string;
}) {
  if (problems.length === 0) return <span className="text-slate-500">{okLabel}</span>;
  return (
    <ul className="flex flex-col gap-0.5">
      {problems.map((problem, index) => (
        <li
          key={`${problem.column}-${index}`}
          className={cn(problem.level === 'error' ? 'text-red-700' : 'text-amber-800')}
        >
          <span className="font-medium">{problem.label}:</span> {problem.message}
        </li>
      ))}
    </ul>
  );
}
