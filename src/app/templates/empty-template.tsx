import type { ReactNode } from 'react';

/** §2 The empty template: the screen alone (rich editor, print views). */
export function EmptyTemplate({ children }: { children: ReactNode }) {
  return <main id="content">{children}</main>;
}
