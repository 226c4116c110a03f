import { describe, expect, it } from 'vitest';
import { checkDocumentForm, formFingerprint } from './document-form';

const pdf = new File(['%PDF-1.7'], 'class-certificate.pdf', { type: 'application/pdf', lastModified: 1 });

function form(fields: Record<string, string>, file?: File): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (file) data.append('file', file);
  return data;
}

describe('document upload form', () => {
  it('sends the filled fields and the file, leaving out the empty ones', () => {
    const result = checkDocumentForm(
      form({ kind: 'certificate', number: ' C-77 ', issuer: '', issuedOn: '2026-01-10', expiresOn: '' }, pdf),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect([...result.body.keys()]).toEqual(['kind', 'number', 'issuedOn', 'file']);
    expect(result.body.get('number')).toBe('C-77');
    expect(result.body.get('file')).toBeInstanceOf(File);
  });

  it('asks for the kind and the file', () => {
    expect(checkDocumentForm(form({ kind: '' }))).toEqual({
      ok: false,
      errors: { kind: 'Choose the kind of document', file: 'Choose the file (PDF or image)' },
    });
  });

  it('refuses a file that is neither a PDF nor an image', () => {
    const page = new File(['<html>'], 'certificate.pdf', { type: 'text/html' });
    expect(checkDocumentForm(form({ kind: 'manual' }, page))).toEqual({
      ok: false,
      errors: { file: 'The file must be a PDF or an image' },
    });
  });

  it('refuses an expiry before the issue date', () => {
    const result = checkDocumentForm(
      form({ kind: 'certificate', issuedOn: '2026-05-01', expiresOn: '2026-04-30' }, pdf),
    );
    expect(result).toEqual({ ok: false, errors: { expiresOn: 'The expiry date is before the issue date' } });
  });

  it('fingerprints the same form alike and a changed one differently', () => {
    const fields = { kind: 'certificate', number: 'C-77' };
    expect(formFingerprint(form(fields, pdf))).toBe(formFingerprint(form(fields, pdf)));
    expect(formFingerprint(form({ ...fields, number: 'C-78' }, pdf))).not.toBe(
      formFingerprint(form(fields, pdf)),
    );
  });
});
