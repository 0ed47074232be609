import type { LegalText } from "../../../shared/tenancy/tenant";

/**
 * A legal text as the admin types it in one box: the title on the first line, the description (the
 * page's meta description) on the second, then sections, each a `## Heading` line and paragraphs
 * separated by blank lines. Plain text: the page shows it escaped.
 */
export function parseLegalText(typed: string): LegalText | null {
  const lines = typed.replace(/\r\n?/g, "\n").split("\n");
  const head: string[] = [];
  const sections: LegalText["sections"] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    const text = paragraph.join(" ").trim();
    const section = sections.at(-1);
    if (text && section) section.paragraphs.push(text);
    paragraph = [];
  };
  for (const raw of lines) {
    const line = raw.trim();
    const heading = /^##\s+(.+)$/.exec(line);
    if (heading?.[1]) {
      endParagraph();
      sections.push({ heading: heading[1].trim(), paragraphs: [] });
    } else if (sections.length === 0) {
      if (line) head.push(line);
    } else if (line) paragraph.push(line);
    else endParagraph();
  }
  endParagraph();
  const [title, description, ...rest] = head;
  if (!title || !description || rest.length > 0 || sections.length === 0) return null;
  if (sections.some((section) => section.paragraphs.length === 0)) return null;
  return { title, description, sections };
}

/** A stored legal text in the box's format (parseLegalText reads it back as it was). */
export function legalTextSource(text: LegalText): string {
  const sections = text.sections.map((s) => [`## ${s.heading}`, ...s.paragraphs].join("\n\n"));
  return [`${text.title}\n${text.description}`, ...sections].join("\n\n");
}
