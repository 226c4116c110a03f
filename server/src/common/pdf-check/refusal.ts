/** Why a PDF is not kept, and the exception that carries it out of the parser at the first finding. */
export type PdfRefusal =
  | { problem: 'not-a-pdf' }
  | { problem: 'damaged' }
  | { problem: 'active-content'; what: string }
  | { problem: 'unreadable'; what: string };

export class PdfRefused extends Error {
  constructor(readonly refusal: PdfRefusal) {
    super(refusal.problem);
  }
}

/** A file a reader could read in more than one way (or not at all) is refused as damaged. */
export const damaged = (): PdfRefused => new PdfRefused({ problem: 'damaged' });
