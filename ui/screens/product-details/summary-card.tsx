import type { ReactNode } from 'react';

/** A part of the card below the header (identify, media, logistics, availability): a titled region. */
export function SummaryCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-4 rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-accent-600"
    >
      <h2
        id={`${id}-title`}
        className="border-b border-slate-200 px-4 py-2 text-sm font-semibold text-slate-900"
      >
        {title}
      </h2>
      <div className="px-4 py-3">{children}</div>
    </section>
  );
}
