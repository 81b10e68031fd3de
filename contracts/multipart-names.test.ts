import { describe, expect, it } from 'vitest';
import { fieldPathOf, multipartEntries, multipartFormData, multipartFieldPattern, nestMultipartEntries } from './multipart-names';

describe('multipart names: one shape in the browser and on the server', () => {
  const file = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
  const values = {
    contactInfo: { firstName: 'Jordan', lastName: 'Lee' },
    updateCoveragesChecked: true,
    addInsuredChecked: false,
    dwellingAmount: 300000,
    comments: '',
    file: null,
    documents: [
      { type: 'id_proof', file, description: 'Front and back' },
      { type: 'policy', file },
    ],
  };

  it('names nested groups and list entries by their path, booleans and numbers as text, and leaves missing files out', () => {
    expect(multipartEntries(values)).toEqual([
      ['contactInfo[firstName]', 'Jordan'],
      ['contactInfo[lastName]', 'Lee'],
      ['updateCoveragesChecked', 'true'],
      ['addInsuredChecked', 'false'],
      ['dwellingAmount', '300000'],
      ['comments', ''],
      ['documents[0][type]', 'id_proof'],
      ['documents[0][file]', file],
      ['documents[0][description]', 'Front and back'],
      ['documents[1][type]', 'policy'],
      ['documents[1][file]', file],
    ]);
  });

  it('nests the parts back into the same shape on the server', () => {
    const body = nestMultipartEntries(multipartEntries(values));
    expect(body).toEqual({
      contactInfo: { firstName: 'Jordan', lastName: 'Lee' },
      updateCoveragesChecked: 'true',
      addInsuredChecked: 'false',
      dwellingAmount: '300000',
      comments: '',
      documents: [
        { type: 'id_proof', file, description: 'Front and back' },
        { type: 'policy', file },
      ],
    });
  });

  it('closes gaps in lists, keeps the first of a repeated name and drops names it cannot place safely', () => {
    const body = nestMultipartEntries([
      ['documents[5][type]', 'b'],
      ['documents[2][type]', 'a'],
      ['name', 'first'],
      ['name', 'second'],
      ['name[inner]', 'conflict'],
      ['__proto__[polluted]', 'yes'],
      ['group[constructor][x]', 'yes'],
      ['broken[', 'x'],
      ['documents[a][type]', 'not a list position'],
    ]);
    expect(body).toEqual({ documents: [{ type: 'a' }, { type: 'b' }], name: 'first' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reports a part by its field path and declares list file fields without positions', () => {
    expect(fieldPathOf('documents[0][file]')).toBe('documents.0.file');
    expect(fieldPathOf('document')).toBe('document');
    expect(multipartFieldPattern('documents[12][file]')).toBe('documents[][file]');
  });
});

describe('multipartFormData', () => {
  it('sends files as file parts under their names and leaves out missing values', () => {
    const form = multipartFormData({ a: 'x', b: undefined, c: null, document: new File(['1'], 'scan.png') });
    expect([...form.keys()]).toEqual(['a', 'document']);
    expect((form.get('document') as File).name).toBe('scan.png');
  });
});
