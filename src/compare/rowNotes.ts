/** The compare table's one-line notes, one per kind of row (the key's prefix). */
/**
 * What each kind of row measures and which way is better, one line each, by the row key's prefix
 * (`source-limited`: another flow that is application-limited).
 */
export const ROW_NOTES = {
  total:
    "The compared source's mean throughput over the run, all its paths together (a packet run: every data packet that arrived, duplicates included); higher is better.",
  goodput:
    "The compared source's goodput: what its receivers put in order, per second over the run (a fluid run's throughput is its goodput); higher is better.",
  path: "This path's share of the compared source's throughput, and the megabytes it carried; neither way is better.",
  pathff:
    "This path's throughput over the mean of the TCP flows it meets; 1 is a fair share, above 1 takes more than TCP gets.",
  ff: "The compared source's throughput over the mean of the bulk TCP flows it shares a resource with; nearest to 1 is fairest.",
  file: 'When the compared source had sent the file, counted from the start; lower is better.',
  source: "Another flow's mean throughput under each controller; higher means the controller leaves it more.",
  'source-limited':
    'An application-limited flow’s throughput as a share of its sending rate (what it asks for); higher is better.',
  'app-limited': 'The application-limited flows together, as a share of their sending rates; higher is better.',
  jain: "Jain's index over the mean throughputs of every controlled source: 1 is equal shares, 1/n is one flow taking all; higher is fairer.",
  util: 'What the resource carried of the capacity it offered, on average; higher uses it better.',
} as const;

/** A key of ROW_NOTES. */
export type RowKind = keyof typeof ROW_NOTES;
