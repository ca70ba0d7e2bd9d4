import type { ReactNode } from 'react';

/** The narrow card that holds a login-type form, with its heading. */
export function FormCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="text-lg font-semibold text-slate-900">{title}</h1>
      {intro !== undefined && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
