/** One paper's full citation, with a link to its DOI or address. */
import { citationHref, joinAuthors, type PaperCitation } from './citations';

/** Authors, title, venue and year, and the DOI (or address) as a link. */
export function Citation({ paper }: { paper: PaperCitation }) {
  const href = citationHref(paper);
  return (
    <cite className="citation">
      {joinAuthors(paper.authors)}, “{paper.title}”{paper.venue ? `, ${paper.venue}` : ''}
      {paper.year ? `, ${paper.year}` : ''}.{' '}
      {href && (
        <a href={href} target="_blank" rel="noreferrer">
          {paper.doi ? `doi:${paper.doi}` : 'find the paper'}
        </a>
      )}
    </cite>
  );
}
