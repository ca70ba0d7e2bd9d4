/**
 * The spec's sections as the statechart viewer shows them beside a state: parsed from the spec's markdown
 * at export time (docs/statecharts/spec-sections.json) and looked up by the references the catalog and
 * the descriptions write, such as `§4 Saving, §8 Handling of save answers`.
 */
export interface SpecSection {
  /** `§4 Bulk edit statuses`; a chapter's own text (before its first subsection) is `§6 Roles and permissions`. */
  ref: string;
  chapter: number;
  chapterTitle: string;
  title: string;
  /** The section's markdown, as the spec writes it. */
  text: string;
}

export function parseSpecSections(markdown: string): SpecSection[] {
  const sections: SpecSection[] = [];
  let chapter: { number: number; title: string } | null = null;
  let current: SpecSection | null = null;
  const close = () => {
    if (current && current.text.trim()) sections.push({ ...current, text: current.text.trim() });
    current = null;
  };
  for (const line of markdown.split('\n')) {
    const chapterHeading = /^## (\d+)\.\s+(.+)$/.exec(line);
    const subHeading = /^### (.+)$/.exec(line);
    if (chapterHeading) {
      close();
      chapter = { number: Number(chapterHeading[1]), title: (chapterHeading[2] ?? '').trim() };
      current = {
        ref: `§${chapter.number} ${chapter.title}`,
        chapter: chapter.number,
        chapterTitle: chapter.title,
        title: chapter.title,
        text: '',
      };
    } else if (subHeading && chapter) {
      close();
      const title = (subHeading[1] ?? '').trim();
      current = {
        ref: `§${chapter.number} ${title}`,
        chapter: chapter.number,
        chapterTitle: chapter.title,
        title,
        text: '',
      };
    } else if (/^#{1,2} /.test(line)) {
      close();
      chapter = null;
    } else if (current) current.text += `${line}\n`;
  }
  close();
  return sections;
}

const words = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** The section one part of a reference names: the longest subsection title it starts with, or its chapter. */
function sectionOf(sections: readonly SpecSection[], chapter: number, rest: string): SpecSection | undefined {
  const inChapter = sections.filter((section) => section.chapter === chapter);
  const own = inChapter.find((section) => section.title === section.chapterTitle);
  const wanted = words(rest);
  if (!wanted) return own;
  const matches = inChapter
    .filter((section) => section !== own)
    .filter((section) => {
      const title = words(section.title);
      return wanted.startsWith(title) || title.startsWith(wanted);
    })
    .sort((a, b) => b.title.length - a.title.length);
  if (matches[0]) return matches[0];
  const topic = words(wanted.split(':')[0] ?? '');
  return own && topic && words(own.title).startsWith(topic) ? own : undefined;
}

/** Every section a reference such as `§2 Media gallery: mass assign; Modals: bulk media` names, in order. */
export function resolveSpecReference(reference: string, sections: readonly SpecSection[]): SpecSection[] {
  const found: SpecSection[] = [];
  let chapter: number | null = null;
  for (const part of reference.split(/[,;]/)) {
    const numbered = /§\s*(\d+)\s*(.*)$/.exec(part.trim());
    if (numbered) chapter = Number(numbered[1]);
    if (chapter === null) continue;
    const section = sectionOf(sections, chapter, numbered ? (numbered[2] ?? '') : part);
    if (section && !found.includes(section)) found.push(section);
  }
  return found;
}
