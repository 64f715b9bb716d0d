/**
 * The papers the presets reproduce, as citation records (`papers` in public/presets.json): who
 * wrote each, its title, where and when it appeared, and a DOI or an address to find it.
 */
import { useEffect, useState } from 'react';

/** One paper's citation. */
export interface PaperCitation {
  /** How the page refers to it in running text, e.g. "the convoy paper (000)". */
  short: string;
  authors: string[];
  title: string;
  /** Where it appeared (journal, proceedings, report series). */
  venue?: string;
  year?: number;
  doi?: string;
  /** An address to find it when there is no DOI. */
  url?: string;
}

/** The papers by their number ("000".."004"). */
export type PaperCitations = Record<string, PaperCitation>;

/** The index's `papers`, keeping only well-formed records (an old index's strings are dropped). */
export function readCitations(papers: unknown): PaperCitations {
  const out: PaperCitations = {};
  if (!papers || typeof papers !== 'object') return out;
  for (const [id, value] of Object.entries(papers as Record<string, unknown>)) {
    const c = value as Partial<PaperCitation> | null;
    if (c && typeof c === 'object' && typeof c.title === 'string' && Array.isArray(c.authors)) {
      out[id] = {
        short: typeof c.short === 'string' ? c.short : `paper ${id}`,
        authors: c.authors.filter((a): a is string => typeof a === 'string'),
        title: c.title,
        venue: typeof c.venue === 'string' ? c.venue : undefined,
        year: typeof c.year === 'number' ? c.year : undefined,
        doi: typeof c.doi === 'string' ? c.doi : undefined,
        url: typeof c.url === 'string' ? c.url : undefined,
      };
    }
  }
  return out;
}

/** "A, B and C" from a list of names. */
export function joinAuthors(authors: readonly string[]): string {
  if (authors.length <= 1) return authors.join('');
  return `${authors.slice(0, -1).join(', ')} and ${authors[authors.length - 1]}`;
}

/** Where to read the paper: its DOI resolver address, else its URL. */
export function citationHref(c: PaperCitation): string | undefined {
  return c.doi ? `https://doi.org/${c.doi}` : c.url;
}

/** The citation as one line of plain text (authors, "title", venue, year, DOI or address). */
export function citationText(c: PaperCitation): string {
  const parts = [joinAuthors(c.authors), `"${c.title}"`, c.venue, c.year?.toString()].filter(Boolean);
  const where = c.doi ? `doi:${c.doi}` : c.url;
  return `${parts.join(', ')}.${where ? ` ${where}` : ''}`;
}

/** The citations of public/presets.json, fetched once `wanted` is true (null until then). */
export function useCitations(indexUrl: string, wanted: boolean): PaperCitations | null {
  const [papers, setPapers] = useState<PaperCitations | null>(null);
  useEffect(() => {
    if (!wanted || papers) return;
    let cancelled = false;
    fetch(indexUrl)
      .then((r) => r.json())
      .then((index: { papers?: unknown }) => !cancelled && setPapers(readCitations(index.papers)))
      .catch(() => !cancelled && setPapers({}));
    return () => {
      cancelled = true;
    };
  }, [indexUrl, wanted, papers]);
  return papers;
}
